/** The dashboard's reviews and reply form, an entry of its own so that the dashboard loads it after its first render. */
export { default } from './components/listing-reviews';
