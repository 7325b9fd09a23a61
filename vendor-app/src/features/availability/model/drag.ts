/** The drag payload type of a time-slot template being dragged onto the calendar. */
export const TEMPLATE_DRAG_TYPE = 'application/x-partyeasy-template';
