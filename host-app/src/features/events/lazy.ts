/**
 * The events parts shown to signed-in hosts only, loaded apart so that a visitor's first visit to the home
 * page or a profile does not fetch them (e2e/page-budgets.json).
 */
export { EventBar } from './components/event-bar';
export { EventPlanLine } from './components/event-plan-line';
