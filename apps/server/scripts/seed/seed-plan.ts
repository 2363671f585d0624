import { parseArgs } from 'node:util';
import { countTalents } from './people.ts';

/** How big a network to seed. */
export interface SeedPlan {
  users: number;
  posts: number;
  follows: number;
  /** Likes of posts. */
  likes: number;
  comments: number;
  /** Likes of comments. */
  commentLikes: number;
}

export interface SeedCommand {
  plan: SeedPlan;
  /** Erase every account (and with them every post, follow, like, upload) before seeding. */
  reset: boolean;
}

export const HELP = `Usage: npm run seed -- [--users N] [--posts N] [--follows N] [--likes N] [--comments N]
                       [--comment-likes N] [--reset]

Fills the configured database (DATABASE_URL, or PGlite under DATA_DIR/db) with a demo network.
Defaults: 300 users, 3,000 posts, 40 follows per user, 5 likes per post, 1 comment per post, 1 like
per comment. Numbers may be written 1000000, 1_000_000 or 1e6. Without --reset it refuses a database
that already holds accounts; --reset erases every account and with it every post, follow, like and
upload record (files already in storage stay). Stop a server using the same PGlite folder first.`;

/** Counts a network needs at least: two demo accounts, a talent in each of the eight categories. */
export const MIN_USERS = 10;

/** How many follows a network can hold: agencies follow every talent at most, talents every other talent. */
export function maxFollows(users: number): number {
  const talents = countTalents(users);
  return (users - talents) * talents + talents * (talents - 1);
}

/** The defaults a count takes from the counts given (a laptop on PGlite: 300 users, 3,000 posts). */
export function completePlan(given: Partial<SeedPlan>): SeedPlan {
  const users = given.users ?? 300;
  const posts = given.posts ?? 3000;
  const comments = given.comments ?? posts;
  return {
    users,
    posts,
    follows: given.follows ?? Math.min(users * 40, Math.floor(maxFollows(users) / 2)),
    likes: given.likes ?? posts * 5,
    comments,
    commentLikes: given.commentLikes ?? comments,
  };
}

/** A problem with the plan, in words, or null. */
export function planProblem(plan: SeedPlan): string | null {
  if (plan.users < MIN_USERS) return `--users must be at least ${MIN_USERS}`;
  if (plan.posts < 1) return '--posts must be at least 1';
  const most = maxFollows(plan.users);
  if (plan.follows > most) return `--follows can be at most ${most} with ${plan.users} users`;
  if (plan.likes > plan.posts * (plan.users - 1))
    return `--likes can be at most ${plan.posts * (plan.users - 1)} (every other user likes every post)`;
  if (plan.commentLikes > 0 && plan.comments === 0) return '--comment-likes needs comments';
  if (plan.commentLikes > plan.comments * (plan.users - 1))
    return `--comment-likes can be at most ${plan.comments * (plan.users - 1)}`;
  return null;
}

function count(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value.replace(/[_,]/g, ''));
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`--${flag} must be a whole number (got "${value}")`);
  return n;
}

/** Reads the command line; null when help was asked for. Throws with a message for a bad flag. */
export function parseSeedCommand(args: string[]): SeedCommand | null {
  const { values } = parseArgs({
    args,
    options: {
      users: { type: 'string' },
      posts: { type: 'string' },
      follows: { type: 'string' },
      likes: { type: 'string' },
      comments: { type: 'string' },
      'comment-likes': { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) return null;
  const plan = completePlan({
    users: count('users', values.users),
    posts: count('posts', values.posts),
    follows: count('follows', values.follows),
    likes: count('likes', values.likes),
    comments: count('comments', values.comments),
    commentLikes: count('comment-likes', values['comment-likes']),
  });
  return { plan, reset: values.reset };
}
