import { describe, expect, it } from 'vitest';
import type { Endpoint } from './endpoint.ts';
import { applicationsEndpoints } from './endpoints/applications.ts';
import { authEndpoints } from './endpoints/auth.ts';
import { categoriesEndpoints } from './endpoints/categories.ts';
import { compCardEndpoints } from './endpoints/comp-card.ts';
import { discoveryEndpoints } from './endpoints/discovery.ts';
import { factorRemovalEndpoints, factorRemovalReviewEndpoints } from './endpoints/factor-removals.ts';
import { factorRulesEndpoints } from './endpoints/factor-rules.ts';
import { guardiansEndpoints } from './endpoints/guardians.ts';
import { hashtagsEndpoints } from './endpoints/hashtags.ts';
import { healthEndpoints } from './endpoints/health.ts';
import { insightsEndpoints } from './endpoints/insights.ts';
import { leavingEndpoints } from './endpoints/leaving.ts';
import { mediaEndpoints } from './endpoints/media.ts';
import { messagesEndpoints } from './endpoints/messages.ts';
import { moderationEndpoints } from './endpoints/moderation.ts';
import { moderationPeopleEndpoints } from './endpoints/moderation-people.ts';
import { notificationsEndpoints } from './endpoints/notifications.ts';
import { opportunitiesEndpoints } from './endpoints/opportunities.ts';
import { passkeysEndpoints } from './endpoints/passkeys.ts';
import { pinsEndpoints } from './endpoints/pins.ts';
import { commentsEndpoints, postsEndpoints } from './endpoints/posts.ts';
import { profilesEndpoints } from './endpoints/profiles.ts';
import { pushEndpoints } from './endpoints/push.ts';
import { reportsEndpoints } from './endpoints/reports.ts';
import { savedSearchesEndpoints } from './endpoints/saved-searches.ts';
import { shortlistsEndpoints } from './endpoints/shortlists.ts';
import { scoutingEndpoints } from './endpoints/scouting.ts';
import { secondFactorsEndpoints } from './endpoints/second-factors.ts';
import { usersEndpoints } from './endpoints/users.ts';
import { verificationEndpoints } from './endpoints/verification.ts';
import { videosEndpoints } from './endpoints/videos.ts';

const all: Endpoint[] = [
  applicationsEndpoints,
  authEndpoints,
  categoriesEndpoints,
  commentsEndpoints,
  compCardEndpoints,
  discoveryEndpoints,
  factorRemovalEndpoints,
  factorRemovalReviewEndpoints,
  factorRulesEndpoints,
  guardiansEndpoints,
  hashtagsEndpoints,
  healthEndpoints,
  insightsEndpoints,
  leavingEndpoints,
  mediaEndpoints,
  messagesEndpoints,
  moderationEndpoints,
  moderationPeopleEndpoints,
  notificationsEndpoints,
  opportunitiesEndpoints,
  passkeysEndpoints,
  pinsEndpoints,
  postsEndpoints,
  profilesEndpoints,
  pushEndpoints,
  reportsEndpoints,
  savedSearchesEndpoints,
  shortlistsEndpoints,
  scoutingEndpoints,
  secondFactorsEndpoints,
  usersEndpoints,
  verificationEndpoints,
  videosEndpoints,
].flatMap((group) => Object.values(group));

// Decision 0052: e-mail, password, a factor off, the data export, cancelling, roles and every moderation action.
const STEP_UP_ACTIONS = [
  'PUT /users/email',
  'PUT /users/password',
  'POST /users/second-factors/totp/removal',
  'DELETE /users/passkeys/:id',
  'GET /users/export/archive',
  'POST /users/cancel',
  'PUT /moderation/moderators',
  'POST /moderation/cases/:id/dismiss',
  'POST /moderation/cases/:id/remove',
  'POST /moderation/cases/:id/warn',
  'POST /moderation/cases/:id/suspend',
  'POST /moderation/people/:userId/suspend',
  'POST /moderation/people/:userId/lift',
  'POST /moderation/verifications/:id/approve',
  'POST /moderation/verifications/:id/reject',
  'POST /moderation/factor-removals/:id/approve',
  'POST /moderation/factor-removals/:id/refuse',
];

describe('endpoint descriptors', () => {
  it('name each operation once', () => {
    const keys = all.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBe(220);
  });

  it('write paths under /api, with a success answer unless they answer a file', () => {
    for (const endpoint of all) {
      expect(endpoint.path).toMatch(/^\/[a-z]/);
      const files: string[] = [
        leavingEndpoints.exportArchive.path,
        profilesEndpoints.profileQr.path,
        compCardEndpoints.ownCard.path,
        compCardEndpoints.publicCard.path,
        shortlistsEndpoints.csv.path,
        shortlistsEndpoints.pdf.path,
      ];
      const answersFile = files.includes(endpoint.path);
      if (!answersFile) expect(Object.keys(endpoint.responses).some((status) => Number(status) < 300)).toBe(true);
    }
  });

  it('list 401 among the errors of every endpoint behind a session', () => {
    for (const endpoint of all.filter((entry) => entry.auth && entry.errors.length > 0))
      expect(endpoint.errors, `${endpoint.method} ${endpoint.path}`).toContain(401);
  });

  it('list 403 among the errors of every action that asks for a fresh verification (step-up)', () => {
    const stepUps = all.filter((entry) => entry.stepUp).map((entry) => `${entry.method} ${entry.path}`);
    expect(stepUps.sort()).toEqual(STEP_UP_ACTIONS.toSorted());
    for (const endpoint of all.filter((entry) => entry.stepUp && entry.errors.length > 0))
      expect(endpoint.errors, `${endpoint.method} ${endpoint.path}`).toContain(403);
  });
});
