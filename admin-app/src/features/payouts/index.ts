/** The admin's payouts overview, mounted on /admin/bookings. */
export { PayoutsOverview } from './components/payouts-overview';
