import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { CardPhoto } from '@vitrina/contract/card-photos';
import type { Visibility } from '../graph/visibility.ts';

/**
 * A person's newest photos as one more column of a list's own statement (issue 26, decision 0017): the cards
 * of a page show their work without a statement per card, nor one more per page. The posts module owns the
 * photos and implements this; app.ts hands it to the lists that show people (profiles sits below posts, which
 * draws its author cards from here, so the port is declared on this side).
 */
export interface CardPhotosColumn {
  /**
   * A correlated subquery: the photos of the person in `person` that `seen`'s viewer may see, as one value;
   * `limit` of them (the cards' three unless said: the comp card takes four).
   */
  select(person: SQLWrapper, seen: Visibility, limit?: number): SQL;
  /** That value → the contract's photos (`limit` as given to `select`). */
  read(value: unknown, limit?: number): CardPhoto[];
}
