/** Events ([event-plan]): the host's current event, the shortlist heart, and 'Plan an event'. */

export { useShortlistIds } from './api/get-shortlist-ids';
export { useToggleShortlist } from './api/toggle-shortlist';
export { EventBar } from './components/event-bar';
export { EventPlanLine } from './components/event-plan-line';
export { PlanEventButton } from './components/plan-event-button';
export { useCurrentEvent } from './hooks/use-current-event';
export type { EventSummary } from './model/types';
