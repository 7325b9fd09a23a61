export * from './calendar/calendar-date';
export * from './calendar/month-grid';
export * from './constants';
export * from './format/duration';
export * from './format/money';
export * from './status/statuses';
