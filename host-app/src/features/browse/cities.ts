/** The cities vendors serve (the location dropdown's list), for the event form's suggestions. */
export { useBrowseCities } from './api/get-browse-cities';
