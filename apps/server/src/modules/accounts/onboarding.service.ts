import type { FastifyBaseLogger } from 'fastify';
import { normalizeEmail } from '@vitrina/contract/account-rules';
import type { agencySetupRequestSchema, wizardRequestSchema } from '@vitrina/contract/users';
import { type Lang, toLang } from '@vitrina/contract/constants';
import type { WizardState } from '@vitrina/contract/onboarding';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Transactions } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { IssueToken, SessionRef } from '../../sessions/token-issuer.ts';
import type { CategoriesService } from '../categories/categories.service.ts';
import { mailLinks } from '../mail/mail-templates.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { toWizardState } from './accounts.mapper.ts';
import { createAccountsRepository } from './accounts.repository.ts';
import { getUser } from './accounts.service.ts';
import { createOnboardingRepository } from './onboarding.repository.ts';

export interface OnboardingServiceDeps {
  db: Db;
  transactions: Transactions;
  categories: CategoriesService;
  mailer: Mailer;
  issueToken: IssueToken;
  publicUrl: string;
  log: FastifyBaseLogger;
}

type WizardInput = z.output<typeof wizardRequestSchema>;
type AgencyInput = z.output<typeof agencySetupRequestSchema>;

/** After sign-up: the account type, a talent's wizard (with its invitations) and an agency's setup. */
export function createOnboardingService(deps: OnboardingServiceDeps) {
  const { issueToken, transactions } = deps;
  const users = createAccountsRepository(deps.db);
  const onboarding = createOnboardingRepository(deps.db);

  /** The wizard is a talent's (agencies have their own setup). */
  async function assertTalent(userId: number) {
    if ((await getUser(users, userId)).type !== 'talento') throw new AppError('forbidden');
  }

  return {
    /** The account type is chosen once (spec §4: an already typed user is sent away from /register/select). */
    async chooseType({ id: userId, sid }: SessionRef, type: 'talento' | 'agencia'): Promise<string> {
      if (!(await onboarding.setTypeOnce(userId, type))) throw new AppError('tipo_definido');
      return issueToken(userId, { session: sid });
    },

    /** The wizard's end: the biography, then one invitation per distinct address, each rate-limited first. */
    async finishWizard(
      { id: userId, sid }: SessionRef,
      input: WizardInput,
      lang: Lang,
      beforeInvite: (address: string) => Promise<void>,
    ): Promise<string> {
      const user = await getUser(users, userId);
      if (user.type !== 'talento') throw new AppError('forbidden');
      const recipients = [...new Set(input.shareContats.map(normalizeEmail).filter(Boolean))].filter(
        (address) => address !== user.email,
      );
      for (const address of recipients) await beforeInvite(address);
      await onboarding.setBiography(userId, input.biography.trim());
      await onboarding.setWizardStatus(userId, 'finished');

      const senderName = `${user.nombre} ${user.apellido}`.trim();
      const link = mailLinks.profile(deps.publicUrl, user.profileUrl);
      const registerLink = mailLinks.register(deps.publicUrl);
      await Promise.all(
        recipients.map(async (recipient) => {
          // A recipient who already has an account gets the invitation in their own language.
          const account = await users.findByEmail(recipient);
          const recipientLang = account ? toLang(account.langCode) : (input.lang ?? lang);
          try {
            await deps.mailer.send(recipient, {
              kind: 'invitation',
              lang: recipientLang,
              senderName,
              recipient,
              link,
              registerLink,
            });
          } catch (error) {
            deps.log.warn({ err: error }, 'invitation e-mail could not be sent');
          }
        }),
      );
      return issueToken(userId, { session: sid });
    },

    /** The step a talent's wizard shows (the first one opens it): the feed's card resumes there on any device. */
    async setWizardStep(userId: number, step: number): Promise<WizardState> {
      await assertTalent(userId);
      return toWizardState(await onboarding.setWizardStep(userId, step));
    },

    /** The feed's card dismissed: the wizard is not offered again (finishing it later still counts). */
    async dismissWizard(userId: number): Promise<WizardState> {
      await assertTalent(userId);
      return toWizardState(await onboarding.setWizardStatus(userId, 'dismissed'));
    },

    /** Agency setup (/register/agencia) and its settings: data and scouting categories in one transaction. */
    async setupAgency({ id: userId, sid }: SessionRef, input: AgencyInput): Promise<string> {
      const user = await getUser(users, userId);
      if (user.type !== 'agencia') throw new AppError('forbidden');
      const contactEmail = normalizeEmail(input.contact_email) || user.email;
      await transactions.run(async (tx) => {
        await createOnboardingRepository(tx.db).updateAgency(userId, input.biography.trim(), {
          agencyName: input.agency_name.trim(),
          contactEmail,
          web: input.web.trim(),
          phone: input.phone.trim(),
        });
        await deps.categories.replaceSubscriptions(tx, userId, input.categoryIds);
      });
      return issueToken(userId, { session: sid });
    },
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
