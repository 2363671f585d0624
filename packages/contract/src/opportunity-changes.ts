/** What an edit of an open opportunity changed (OPPORTUNITY_CHANGED), in the order a notice names them. */
export const opportunityChanges = [
  'title',
  'kind',
  'deadline',
  'work_dates',
  'pay',
  'place',
  'description',
  'roles',
] as const;
export type OpportunityChange = (typeof opportunityChanges)[number];

/** `changes` once each, in their order (a notice's unread changes and a new edit's, together). */
export const orderedChanges = (changes: readonly string[]): OpportunityChange[] =>
  opportunityChanges.filter((change) => changes.includes(change));
