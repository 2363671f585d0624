/** An opportunity's deadline, relative and absolute (the board's screens and the feed's fitting roles). */
export default {
  days_one: 'Closes in {{count}} day',
  days_other: 'Closes in {{count}} days',
  hours_one: 'Closes in {{count}} hour',
  hours_other: 'Closes in {{count}} hours',
  minutes_one: 'Closes in {{count}} minute',
  minutes_other: 'Closes in {{count}} minutes',
  past: 'Deadline passed',
  on: 'Deadline: {{date}}',
};
