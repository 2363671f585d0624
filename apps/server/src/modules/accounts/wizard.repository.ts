import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userProfiles } from '../../db/schema/user-profiles.ts';

const wizardColumns = { status: userProfiles.wizardStatus, step: userProfiles.wizardStep };
export interface WizardRow {
  status: string | null;
  step: number;
}

/** The onboarding wizard's state on the profile: the step last shown, and whether it was finished or dismissed. */
export function createWizardRepository(db: Db) {
  return {
    /** The wizard step last shown; the first step shown opens the wizard, a finished or dismissed one stays so. */
    async setWizardStep(id: number, step: number): Promise<WizardRow | null> {
      const [row] = await db
        .update(userProfiles)
        .set({ wizardStep: step, wizardStatus: sql`coalesce(${userProfiles.wizardStatus}, 'open')` })
        .where(eq(userProfiles.userId, id))
        .returning(wizardColumns);
      return row ?? null;
    },

    /** Finished (the wizard's end) or dismissed (the feed's card); a finished wizard is never dismissed. */
    async setWizardStatus(id: number, status: 'finished' | 'dismissed'): Promise<WizardRow | null> {
      const next =
        status === 'finished'
          ? sql`'finished'`
          : sql`case when ${userProfiles.wizardStatus} = 'finished' then 'finished' else 'dismissed' end`;
      const [row] = await db
        .update(userProfiles)
        .set({ wizardStatus: next })
        .where(eq(userProfiles.userId, id))
        .returning(wizardColumns);
      return row ?? null;
    },
  };
}
