import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { talentAttributes, talentAvailability } from '../../db/schema/talent-attributes.ts';

/** The talent sheet's part of a person's data export: every attribute with its visibility, and availability. */
export function createSheetPersonalData(db: Db) {
  return {
    name: 'talent-sheet',
    async collect(userId: number) {
      const attributes = await db
        .select({ key: talentAttributes.key, value: talentAttributes.value, visibility: talentAttributes.visibility })
        .from(talentAttributes)
        .where(eq(talentAttributes.userId, userId))
        .orderBy(asc(talentAttributes.key), asc(talentAttributes.value));
      const availability = await db
        .select({
          kind: talentAvailability.kind,
          audience: talentAvailability.audience,
          days: talentAvailability.days,
          expiresAt: talentAvailability.expiresAt,
        })
        .from(talentAvailability)
        .where(eq(talentAvailability.userId, userId))
        .orderBy(asc(talentAvailability.kind));
      return { data: { attributes, availability }, people: [] as number[] };
    },
  };
}
