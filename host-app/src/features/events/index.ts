/** Events ([event-plan]): the host's current event and the shortlist heart (the signed-in parts: lazy.ts). */

export { useShortlistIds } from './api/get-shortlist-ids';
export { useToggleShortlist } from './api/toggle-shortlist';
export { useCurrentEvent } from './hooks/use-current-event';
