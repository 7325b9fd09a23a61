/** Custom quotes on the vendor dashboard: the open requests card. */
export { QuoteRequestsCard } from './components/quote-requests-card';
