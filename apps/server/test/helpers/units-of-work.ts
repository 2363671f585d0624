import type { App } from '../../src/app.ts';
import { createTransactions, type Transactions } from '../../src/db/transaction.ts';
import { createEventBus } from '../../src/events/event-bus.ts';

/** Units of work on the app's database, as a module's service runs them; what they publish reaches no listener. */
export function unitsOfWork(app: Pick<App, 'database'>): Transactions {
  const log = { error: () => undefined };
  return createTransactions(app.database.db, createEventBus(log), log);
}
