import type { Db } from '../../db/client.ts';
import { createPushRepository } from './push.repository.ts';

/** The push module's part of a person's data export: the devices with push on, without endpoints or keys. */
export function createPushPersonalData(db: Db) {
  const repository = createPushRepository(db);
  return {
    name: 'push-devices',
    async collect(userId: number) {
      return { data: await repository.listForExport(userId), people: [] };
    },
  };
}
