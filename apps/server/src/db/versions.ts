import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { blocks } from './schema/blocks.ts';
import { cardEpoch } from './schema/card-epoch.ts';
import { comments } from './schema/comments.ts';
import { feedEpoch, feedVersions } from './schema/feed-stamp.ts';
import { follows } from './schema/follows.ts';
import { interests } from './schema/interests.ts';
import { listEpoch } from './schema/list-epoch.ts';
import { opportunities, opportunityEpoch, opportunityRoles, roleFitRows } from './schema/opportunities.ts';
import { postFiles } from './schema/post-files.ts';
import { postPins } from './schema/post-pins.ts';
import { posts } from './schema/posts.ts';
import { commentReactions, postReactions } from './schema/reactions.ts';
import { talentAvailability } from './schema/talent-attributes.ts';
import { userProfiles } from './schema/user-profiles.ts';
import { users } from './schema/users.ts';

// What a write must invalidate is answered here: the triggers are generated from this file
// (`npm run versions:sql -w apps/server`) and `test/foundation/versions.test.ts` holds the database to it.

/** Which row's version a changed row moves: a column of it, either of two, or a column of a row it names. */
export type VersionKey = PgColumn | readonly PgColumn[] | { from: PgColumn; to: PgColumn; take: PgColumn };

/** Writes to one table that move a version: every insert, update or delete, or only some. */
export interface Mover {
  table: PgTable;
  /** `with`: only rows that give one of these columns a value (not null, not ''). */
  insert?: true | { with: readonly PgColumn[] };
  /** A list: only when one of these columns changes. */
  update?: true | readonly PgColumn[];
  delete?: true;
  /** A keyed version's key in the changed rows. */
  key?: VersionKey;
  /** An update moves the keys of the rows before it too: the key itself may change. */
  keyMayChange?: true;
}

export interface Version {
  /** The counter: the single row `id = 1` of its table, or one per `key` of its table. */
  at: PgColumn;
  key?: PgColumn;
  /** The keyed row is inserted when missing (no foreign key: a row per person only once moved). */
  upsert?: true;
  /** A statement moves a key's version by its changed rows, or once. */
  step?: 'rows' | 'once';
  movedBy: readonly Mover[];
}

const card = [users.nombre, users.apellido, users.profileUrl, users.profileImage, users.type, users.deletedAt];

export const versions = {
  /** A reader's follows: the home timeline's fingerprint. */
  follows_version: {
    at: users.followsVersion,
    key: users.id,
    step: 'once',
    movedBy: [{ table: follows, insert: true, delete: true, key: follows.followerId }],
  },
  /** Every public card (decision 0005): the kept cards are read again when it moves. */
  card_epoch: {
    at: cardEpoch.epoch,
    movedBy: [
      { table: users, update: [...card, users.agencyVerifiedAt], delete: true },
      { table: userProfiles, insert: { with: [userProfiles.agencyName] }, update: [userProfiles.agencyName] },
    ],
  },
  /** A post's comments: its kept first comments. */
  comments_version: {
    at: posts.commentsVersion,
    key: posts.id,
    step: 'once',
    movedBy: [{ table: comments, insert: true, update: true, delete: true, key: comments.postId }],
  },
  /** What others see of an author's posts: a kept page summing its authors' epochs. */
  author_epoch: {
    at: feedVersions.postsEpoch,
    key: feedVersions.userId,
    upsert: true,
    step: 'once',
    movedBy: [
      {
        table: posts,
        update: [
          posts.description,
          posts.editedAt,
          posts.videoId,
          posts.videoFileId,
          posts.videoPoster,
          posts.sharedPostId,
        ],
        key: posts.authorId,
      },
      {
        table: comments,
        insert: true,
        update: true,
        delete: true,
        key: { from: comments.postId, to: posts.id, take: posts.authorId },
      },
    ],
  },
  /** The discovery lists (people, their photos and availability). */
  list_epoch: {
    at: listEpoch.epoch,
    movedBy: [
      {
        table: users,
        insert: true,
        update: [...card, users.coverImage, users.ciudad, users.country, users.isVerified],
        delete: true,
      },
      { table: interests, insert: true, update: true, delete: true },
      {
        table: talentAvailability,
        insert: true,
        update: [talentAvailability.kind, talentAvailability.audience, talentAvailability.expiresAt],
        delete: true,
      },
      { table: postFiles, insert: true, update: true, delete: true },
      { table: postPins, insert: true, update: true, delete: true },
      { table: posts, update: [posts.deletedAt, posts.videoPoster], delete: true },
    ],
  },
  /**
   * What the opportunities board lists: postings and roles, a talent's fits (her sheet's write refreshes her rows),
   * and who may be seen (cancelled, suspended, a minor's age); the agencies' cards are `card_epoch`'s.
   */
  opportunity_epoch: {
    at: opportunityEpoch.epoch,
    movedBy: [
      { table: opportunities, insert: true, update: true, delete: true },
      { table: opportunityRoles, insert: true, update: true, delete: true },
      { table: roleFitRows, insert: true, update: true, delete: true },
      { table: users, update: [users.cancelledAt, users.suspendedAt, users.suspendedUntil, users.birthdate] },
    ],
  },
  /** What is rare and may be on any kept page: a post retired, an account hidden or removed. */
  feed_epoch: {
    at: feedEpoch.epoch,
    movedBy: [
      { table: posts, update: [posts.deletedAt, posts.authorId], delete: true },
      {
        table: users,
        update: [
          users.cancelledAt,
          users.suspendedAt,
          users.suspendedUntil,
          users.deletedAt,
          users.agencyVerifiedAt,
          users.birthdate,
          users.guardianConsentAt,
        ],
        delete: true,
      },
    ],
  },
  /** What one reader sees: their likes, and blocks on either side. */
  reader_version: {
    at: feedVersions.version,
    key: feedVersions.userId,
    upsert: true,
    step: 'rows',
    movedBy: [
      { table: postReactions, insert: true, delete: true, key: postReactions.userId },
      { table: commentReactions, insert: true, delete: true, key: commentReactions.userId },
      {
        table: blocks,
        insert: true,
        update: true,
        delete: true,
        key: [blocks.blockerId, blocks.blockedId],
        keyMayChange: true,
      },
    ],
  },
} satisfies Record<string, Version>;

export type VersionName = keyof typeof versions;

/** Trigger functions that move no version, kept by hand: the audit log is append-only. */
export const otherTriggerFunctions: readonly string[] = ['moderation_log_append_only'];

/** Columns shown but never changed once their row is shown: keys, creation times, rows only added or removed. */
export const immutable: readonly PgColumn[] = [
  posts.id,
  posts.createdAt,
  users.id,
  userProfiles.userId,
  cardEpoch.id,
  feedEpoch.id,
  listEpoch.id,
  opportunityEpoch.id,
];

/** Counters no version moves: a kept page reads them again after `TIMELINE_COUNTERS_MS`, a post's JSON signs them. */
export const timed: readonly PgColumn[] = [posts.likesCount, posts.commentsCount, posts.sharesCount];
