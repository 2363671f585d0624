import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { CardPhoto } from '@vitrina/contract/card-photos';
import type { Visibility } from '../graph/visibility.ts';

/** A person's newest photos as a column of a list's own statement; declared here as profiles sits below posts. */
export interface CardPhotosColumn {
  /**
   * A correlated subquery: the photos of the person in `person` that `seen`'s viewer may see, as one value;
   * `limit` of them (the cards' three unless said: the comp card takes four).
   */
  select(person: SQLWrapper, seen: Visibility, limit?: number): SQL;
  /** That value → the contract's photos (`limit` as given to `select`). */
  read(value: unknown, limit?: number): CardPhoto[];
}
