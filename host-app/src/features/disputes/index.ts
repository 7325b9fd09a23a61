export { ReportProblemDialog } from './components/report-problem-dialog';
