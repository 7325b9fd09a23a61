/** Quotes' entry points in other host pages: the profile's button and browse's picks. */
export { QuotePickCheckbox } from './components/quote-pick-checkbox';
export { RequestQuoteButton } from './components/request-quote-button';
export { type QuoteSelection, useQuoteSelection } from './hooks/use-quote-selection';
