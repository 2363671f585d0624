import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userProfiles } from '../../db/schema/user-profiles.ts';
import { users } from '../../db/schema/users.ts';
import { touched } from './accounts.repository.ts';

export interface AgencyFields {
  agencyName: string;
  contactEmail: string;
  web: string;
  phone: string;
}

const wizardColumns = { status: userProfiles.wizardStatus, step: userProfiles.wizardStep };
export interface WizardRow {
  status: string | null;
  step: number;
}

/** Onboarding's writes: the account type, a talent's wizard (its step and state) and an agency's setup. */
export function createOnboardingRepository(db: Db) {
  return {
    /** Sets the account type only while it is unset (false when it was already chosen); a talent's fits alerts start. */
    async setTypeOnce(id: number, type: 'talento' | 'agencia'): Promise<boolean> {
      const typed = db.$with('typed').as(
        db
          .update(users)
          .set({ type, ...touched() })
          .where(and(eq(users.id, id), isNull(users.type)))
          .returning({ id: users.id }),
      );
      const rows = await db
        .with(typed)
        .update(userProfiles)
        .set(type === 'talento' ? { fitsAlerts: 'daily', fitsCheckedAt: sql`now()` } : { fitsAlerts: 'off' })
        .where(sql`${userProfiles.userId} in (select id from ${typed})`)
        .returning({ id: userProfiles.userId });
      return rows.length > 0;
    },

    async setBiography(id: number, biography: string): Promise<void> {
      await db
        .update(users)
        .set({ biography, ...touched() })
        .where(eq(users.id, id));
    },

    async updateAgency(id: number, biography: string, agency: AgencyFields): Promise<void> {
      await db
        .update(users)
        .set({ biography, ...touched() })
        .where(eq(users.id, id));
      await db.update(userProfiles).set(agency).where(eq(userProfiles.userId, id));
    },

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
