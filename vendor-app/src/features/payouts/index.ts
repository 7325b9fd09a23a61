/** The vendor dashboard's payouts, mounted by the dashboard: the payout account card and the earnings. */
export { EarningsCard } from './components/earnings-card';
export { PayoutAccountCard } from './components/payout-account-card';
