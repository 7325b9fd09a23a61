export { DisputesCard } from './components/disputes-card';
