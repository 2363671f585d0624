import type { Lang } from '@vitrina/contract/constants';
import { DEFAULT_COUNTRY } from '@vitrina/contract/constants';
import type { LoginChallenge } from '@vitrina/contract/second-factors';
import { AppError } from '../../http/app-error.ts';
import type { IssueToken } from '../../sessions/token-issuer.ts';
import type { SuspensionGate } from '../accounts/suspension-gate.ts';
import type { Account, UserAccounts } from '../accounts/user-accounts.ts';
import type { FacebookGraph } from './facebook-graph.ts';
import type { FacebookIdentity } from './facebook-rules.ts';
import type { SecondFactorsService } from './second-factors.service.ts';

export interface FacebookServiceDeps {
  graph: FacebookGraph;
  users: UserAccounts;
  issueToken: IssueToken;
  suspensionGate: SuspensionGate;
  /** An account with a second factor gets the login's challenge instead of a session. */
  secondFactors: Pick<SecondFactorsService, 'challengeFor'>;
}

/** Facebook login: only Graph-vouched identities count; accounts link only through the e-mail Facebook confirmed. */
export function createFacebookService(deps: FacebookServiceDeps) {
  const { users } = deps;
  const sessionOrChallenge = async (userId: number) =>
    (await deps.secondFactors.challengeFor(userId)) ?? { token: await deps.issueToken(userId) };

  /** The account of a verified identity: by its linked Facebook id, else by its confirmed e-mail (then linked). */
  async function findAccount(identity: FacebookIdentity): Promise<Account | null> {
    const account = await findLinkedAccount(identity);
    if (account) await deps.suspensionGate.admit(account);
    // A cancelled account is restored with its password (cancelling asked for one), never by Facebook.
    if (account?.cancelledAt) throw new AppError('account_cancelled');
    return account;
  }

  async function findLinkedAccount(identity: FacebookIdentity): Promise<Account | null> {
    const linked = await users.findByFacebookId(identity.facebookId);
    if (linked) return linked;
    if (!identity.email) return null;
    const byEmail = await users.findByEmail(identity.email);
    if (!byEmail) return null;
    // An account already linked to another Facebook profile is never re-linked.
    if (byEmail.facebookId && byEmail.facebookId !== identity.facebookId) return null;
    await users.linkFacebook(byEmail.id, identity.facebookId);
    return byEmail;
  }

  return {
    /** Log in only: 400 `facebook_registrado` when no account belongs to this Facebook profile or its e-mail. */
    async login(accessToken: string): Promise<{ token: string } | LoginChallenge> {
      const identity = await deps.graph.verify(accessToken);
      const account = await findAccount(identity);
      if (!account) throw new AppError('facebook_registrado');
      return sessionOrChallenge(account.id);
    },

    /** Sign up or log in: a new account is confirmed (Facebook confirmed the address) and has no type yet. */
    async register(
      accessToken: string,
      langCode: Lang,
    ): Promise<{ token: string; exists: boolean } | (LoginChallenge & { exists: true })> {
      const identity = await deps.graph.verify(accessToken);
      const account = await findAccount(identity);
      if (account) return { ...(await sessionOrChallenge(account.id)), exists: true };
      if (!identity.email) throw new AppError('facebook_sin_correo');
      const id = await users.createAccount(
        {
          email: identity.email,
          passwordHash: null,
          nombre: identity.firstName || 'Facebook',
          apellido: identity.lastName,
          birthdate: null,
          sex: 'MA',
          country: DEFAULT_COUNTRY,
          ciudad: '',
          langCode,
          isVerified: true,
          facebookId: identity.facebookId,
          termsAcceptedAt: null,
        },
        'facebook',
      );
      return { token: await deps.issueToken(id), exists: false };
    },

    async exists(facebookId: string): Promise<boolean> {
      return users.facebookIdExists(facebookId);
    },
  };
}

export type FacebookService = ReturnType<typeof createFacebookService>;
