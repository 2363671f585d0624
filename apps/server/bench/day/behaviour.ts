import type { AccountType } from './people.ts';

/** What an active person starts on their own, each an open-loop Poisson process of its own rate. */
export type ActionKind =
  | 'feed-followed'
  | 'feed-global'
  | 'profile'
  | 'explore'
  | 'search-faceted'
  | 'like'
  | 'comment'
  | 'post'
  | 'message'
  | 'notifications'
  | 'insights';

/** Kinds that follow another one: a photo opened from each profile view, a message read by its receiver. */
export type FollowUpKind = 'photo' | 'message-read';

export type ReportKind = ActionKind | FollowUpKind;

/** Per active person per minute (issue 65): 6 feed pages, 3 profile views, 1 explore or search, … */
export const BEHAVIOUR: Readonly<Record<ActionKind, { perMinute: number; talentsOnly?: true }>> = {
  'feed-followed': { perMinute: 4 },
  'feed-global': { perMinute: 2 },
  profile: { perMinute: 3 },
  explore: { perMinute: 0.5 },
  'search-faceted': { perMinute: 0.5 },
  like: { perMinute: 2 },
  comment: { perMinute: 0.3 },
  // Only talents publish (the posts route answers 403 to an agency).
  post: { perMinute: 0.05, talentsOnly: true },
  message: { perMinute: 1 },
  notifications: { perMinute: 1 },
  insights: { perMinute: 0.2 },
};

/** A feed page is past page 1 this often (the next page of the person's last one, with its cursor). */
export const PAST_FIRST_PAGE = 0.1;
/** This share of new posts carries two photos (the rest: text only). */
export const TWO_PHOTOS = 1 / 3;
/** Seconds a person writes a photo post's words while its photos upload (the composer sends each when chosen). */
export const WRITING_SECONDS = { least: 3, most: 12 } as const;

export const REPORT_KINDS: readonly ReportKind[] = [
  'feed-followed',
  'feed-global',
  'profile',
  'photo',
  'explore',
  'search-faceted',
  'like',
  'comment',
  'post',
  'message',
  'message-read',
  'notifications',
  'insights',
];

/** The actions a person of `type` takes and the sum of their rates (per minute). */
export function ratesFor(type: AccountType): { kinds: Array<[ActionKind, number]>; total: number } {
  const kinds = (Object.entries(BEHAVIOUR) as Array<[ActionKind, { perMinute: number; talentsOnly?: true }]>)
    .filter(([, b]) => !b.talentsOnly || type === 'talento')
    .map(([kind, b]): [ActionKind, number] => [kind, b.perMinute]);
  return { kinds, total: kinds.reduce((sum, [, rate]) => sum + rate, 0) };
}

/**
 * Milliseconds to a person's next action: exponential think times at the sum of their rates, so each kind,
 * picked in proportion to its rate, arrives as its own Poisson process at the rate of the table.
 */
export function thinkTimeMs(totalPerMinute: number, random: () => number = Math.random): number {
  return (-Math.log(1 - random()) / totalPerMinute) * 60_000;
}

export function pickKind(kinds: ReadonlyArray<[ActionKind, number]>, total: number, random = Math.random): ActionKind {
  let left = random() * total;
  for (const [kind, rate] of kinds) {
    left -= rate;
    if (left < 0) return kind;
  }
  return kinds.at(-1)![0];
}
