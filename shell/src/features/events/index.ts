/** The header's current-event switch ([event-plan]): reads my_events, sets the current event. */
export { EventSwitch } from './components/event-switch';
