import type { SQL } from 'drizzle-orm';
import type { Post } from '@vitrina/contract/posts';
import type { PostFileRow } from '../../db/schema/post-files.ts';
import type { Tx } from '../../db/transaction.ts';
import type { Visibility } from '../graph/visibility.ts';
import type { PostRecord } from './post-rows.ts';

// What posts' writes need of the read model (the feed module), handed in by app.ts: posts never imports it.

/** Posts as the lists show them: a written post is answered in the same shape. */
export interface PostShowing {
  assemble(seen: Visibility, records: readonly PostRecord[]): Promise<Post[]>;
  /** A new post's files (none, too), which never change while it is live. */
  remember(postId: number, files: readonly PostFileRow[]): void;
}

/** A delivery of new posts to followers (home timelines, NEW_POST entries), due by the post's statement (0015). */
export interface PostDeliveries {
  name: string;
  /** The insert of the delivery rows of `rows` (`select id, author_id`), as a part of that statement. */
  due(rows: SQL): SQL;
  /** Starts the delivery once the transaction commits. */
  madeDue(tx: Tx): void;
}
