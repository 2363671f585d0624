import { describe, expect, it } from 'vitest';
import type { Endpoint } from './endpoint.ts';
import { applicationsEndpoints } from './endpoints/applications.ts';
import { authEndpoints } from './endpoints/auth.ts';
import { categoriesEndpoints } from './endpoints/categories.ts';
import { compCardEndpoints } from './endpoints/comp-card.ts';
import { discoveryEndpoints } from './endpoints/discovery.ts';
import { factorRemovalEndpoints, factorRemovalReviewEndpoints } from './endpoints/factor-removals.ts';
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

describe('endpoint descriptors', () => {
  it('name each operation once', () => {
    const keys = all.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBe(215);
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
});
