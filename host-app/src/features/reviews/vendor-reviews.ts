/** The profile's reviews list, an entry of its own so that the profile loads it after its first render. */
export { default } from './components/vendor-reviews';
