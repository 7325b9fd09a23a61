/** The five steps of 'How to Use': welcome, single slots, recurring, managing, tips. */
export const TUTORIAL_STEPS = [
  {
    title: 'Welcome',
    body: 'This is where you tell hosts when you can work. Every slot you add shows up on your public profile, where hosts pick a date and a time.',
  },
  {
    title: 'Single Slots',
    body: "Click 'Add Availability' to create a time slot, for example 6:00 PM - 11:00 PM. Then drag it onto a date of the calendar, or choose the slot and a date under 'Add to a date' and press 'Add to date'.",
  },
  {
    title: 'Recurring',
    body: "Use 'Recurring Availability' to open many dates at once: choose the times, the first and last date and the weekdays, then press 'Create Recurring Availability'.",
  },
  {
    title: 'Managing',
    body: 'Click a date to see its slots and delete the ones you no longer offer. Deleting a time slot from your list does not remove dates that already use it.',
  },
  {
    title: 'Tips',
    body: "Slots may run past midnight until 4:00 AM; they are marked '(+1)'. Past dates cannot be given availability. Hosts book hours inside your slots, so longer slots give them more start times.",
  },
] as const;
