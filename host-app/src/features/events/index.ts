/** Events ([event-plan]): the host's current event, the shortlist heart, and 'Plan an event'. */

export { useShortlistIds } from './api/get-shortlist-ids';
export { useToggleShortlist } from './api/toggle-shortlist';
export { EventBar } from './components/event-bar';
export { EventPlanLine } from './components/event-plan-line';
export { useCurrentEvent } from './hooks/use-current-event';
