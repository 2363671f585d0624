import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { insightsEndpoints } from '@vitrina/contract/endpoints/insights';
import { usersEndpoints as endpoints } from '@vitrina/contract/endpoints/users';
import { addressKey, byIp, rateRules, type RateLimiter } from '../../http/rate-limiter.ts';
import { requireSession, route } from '../../http/route.ts';
import { sessionOf } from '../../sessions/session-plugin.ts';
import type { AccountsService } from './accounts.service.ts';
import type { OnboardingService } from './onboarding.service.ts';
import type { SettingsService } from './settings.service.ts';

export interface UsersRoutesOptions {
  users: AccountsService;
  onboarding: OnboardingService;
  settings: SettingsService;
  limiter: RateLimiter;
}

const byParamEmail = (request: FastifyRequest) => addressKey((request.params as { email?: unknown }).email);
const byUser = (request: FastifyRequest) => String(sessionOf(request).id);

/** /api/users: the current user's data, account type, onboarding and settings. */
export const usersRoutes: FastifyPluginAsync<UsersRoutesOptions> = async (
  app,
  { users, onboarding, settings, limiter },
) => {
  const existsLimit = limiter.guard([
    { ...rateRules.existsPerIp, key: byIp },
    { ...rateRules.existsPerAddress, key: byParamEmail },
  ]);

  await app.register(async (mine) => {
    requireSession(mine);
    route(mine, endpoints.self, async (request) => users.getSelf(sessionOf(request).id));
  });

  route(app, endpoints.emailExists, { preValidation: existsLimit }, async (request) => ({
    exists: await users.emailExists(request.params.email),
  }));

  await app.register(async (mine) => {
    requireSession(mine);
    route(mine, endpoints.emailExistsUser, { preHandler: existsLimit }, async (request) => ({
      exists: await users.emailExists(request.params.email, sessionOf(request).id),
    }));
    route(mine, endpoints.chooseType, async (request) => ({
      token: await onboarding.chooseType(sessionOf(request), request.body.profile),
    }));
    const inviteLimit = limiter.guard([
      { ...rateRules.invitePerIp, key: byIp },
      { ...rateRules.invitePerUser, key: byUser },
    ]);
    route(mine, endpoints.wizard, { preHandler: inviteLimit }, async (request, reply) => ({
      token: await onboarding.finishWizard(sessionOf(request), request.body, request.lang, (address) =>
        limiter.hit(request, reply, rateRules.invitePerRecipient, address),
      ),
    }));
    route(mine, endpoints.wizardStep, async (request) =>
      onboarding.setWizardStep(sessionOf(request).id, request.body.step),
    );
    route(mine, endpoints.wizardDismiss, async (request) => onboarding.dismissWizard(sessionOf(request).id));
    route(mine, endpoints.agency, async (request) => ({
      token: await onboarding.setupAgency(sessionOf(request), request.body),
    }));
    route(mine, endpoints.settings, async (request) => ({
      token: await settings.updateSettings(sessionOf(request), request.body),
    }));
    route(mine, endpoints.language, async (request) => ({
      token: await settings.setLanguage(sessionOf(request), request.body.langCode),
    }));
    route(mine, endpoints.profileUrl, async (request) => ({
      token: await settings.setProfileUrl(sessionOf(request), request.body.profile_url),
    }));
    route(mine, endpoints.messagePolicy, async (request) => ({
      policy: await settings.setMessagePolicy(sessionOf(request).id, request.body.policy),
    }));
    route(mine, endpoints.publicProfile, async (request) => ({
      public: await settings.setPublicProfile(sessionOf(request).id, request.body.public),
    }));
    route(mine, insightsEndpoints.settings, async (request) =>
      settings.setInsightSettings(sessionOf(request).id, request.body),
    );
    route(mine, endpoints.notificationFlag, async (request) => ({
      token: await settings.setNotificationFlag(sessionOf(request), request.body.type, request.body.status),
    }));
  });
};
