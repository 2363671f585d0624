/**
 * The write operations of the API, read from its OpenAPI document, split in two: those that reach another person
 * (called toward a hidden one in every-list.test.ts, each must answer 404 and change nothing she sees) and those
 * that act on the caller's own account or things only. A new write must be placed in one of them, or the test fails.
 */
import type { OpenApiDocument } from './list-operations.ts';

/** What a write toward a person needs: her ids and her content's. */
export interface Target {
  userId: number;
  profileUrl: string;
  textPost: number;
  photoPost: number;
  comment: number;
  /** The caller's own shortlist. */
  listId: number;
  /** The caller's own opportunity and role, and her application to it. */
  opportunityId: number;
  roleId: number;
  applicationId: number;
}

export interface Write {
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
}

/** Each write that reaches a person, by its document key, with the calls that aim it at `target`. */
export const TOWARD_A_PERSON: Record<string, (target: Target) => Write[]> = {
  'POST /api/users/follow': (t) => [{ method: 'POST', url: '/api/users/follow', body: { id: t.userId } }],
  'POST /api/users/unfollow': (t) => [{ method: 'POST', url: '/api/users/unfollow', body: { id: t.userId } }],
  'POST /api/users/block': (t) => [{ method: 'POST', url: '/api/users/block', body: { userId: t.userId } }],
  'POST /api/users/report': (t) => [
    { method: 'POST', url: '/api/users/report', body: { userId: t.userId, description: 'Perfil falso' } },
  ],
  'POST /api/reports': (t) =>
    (
      [
        ['profile', t.userId],
        ['post', t.textPost],
        ['comment', t.comment],
      ] as const
    ).map(([kind, id]) => ({ method: 'POST', url: '/api/reports', body: { target: { kind, id }, category: 'spam' } })),
  'POST /api/messages': (t) => [
    {
      method: 'POST',
      url: '/api/messages',
      body: { receiverId: t.userId, message: 'escríbeme a agencia@example.com' },
    },
  ],
  'POST /api/users/contacts/requests/{profile_url}/accept': (t) => [
    { method: 'POST', url: `/api/users/contacts/requests/${t.profileUrl}/accept` },
  ],
  'DELETE /api/users/contacts/requests/{profile_url}': (t) => [
    { method: 'DELETE', url: `/api/users/contacts/requests/${t.profileUrl}` },
  ],
  'POST /api/comments': (t) => [
    { method: 'POST', url: '/api/comments', body: { postId: t.textPost, comment: 'escríbeme a agencia@example.com' } },
  ],
  'POST /api/reactions/like/post/{id}': (t) => [{ method: 'POST', url: `/api/reactions/like/post/${t.textPost}` }],
  'POST /api/reactions/like/comment/{id}': (t) => [{ method: 'POST', url: `/api/reactions/like/comment/${t.comment}` }],
  'POST /api/posts/share': (t) => [
    { method: 'POST', url: '/api/posts/share', body: { id: t.textPost, description: 'Mira esto' } },
  ],
  'POST /api/insights/views': (t) => [
    {
      method: 'POST',
      url: '/api/insights/views',
      body: { kind: 'profile', profile_url: t.profileUrl, source: 'search' },
    },
    { method: 'POST', url: '/api/insights/views', body: { kind: 'post', postId: t.textPost, source: 'feed' } },
    { method: 'POST', url: '/api/insights/views', body: { kind: 'photo', postId: t.photoPost, source: 'feed' } },
  ],
  'PUT /api/shortlists/{listId}/entries/{userId}': (t) => [
    { method: 'PUT', url: `/api/shortlists/${t.listId}/entries/${t.userId}` },
  ],
  'PUT /api/shortlists/{listId}/entries/{userId}/note': (t) => [
    { method: 'PUT', url: `/api/shortlists/${t.listId}/entries/${t.userId}/note`, body: { note: 'Menor, 15' } },
  ],
  'DELETE /api/shortlists/{listId}/entries/{userId}': (t) => [
    { method: 'DELETE', url: `/api/shortlists/${t.listId}/entries/${t.userId}` },
  ],
  'POST /api/opportunities/{id}/roles/{roleId}/invites': (t) => [
    {
      method: 'POST',
      url: `/api/opportunities/${t.opportunityId}/roles/${t.roleId}/invites`,
      body: { userId: t.userId },
    },
  ],
  'POST /api/opportunities/{id}/roles/{roleId}/filings': (t) => [
    {
      method: 'POST',
      url: `/api/opportunities/${t.opportunityId}/roles/${t.roleId}/filings`,
      body: { applicationIds: [t.applicationId], filing: 'cast' },
    },
  ],
  'PUT /api/applications/{applicationId}/note': (t) => [
    { method: 'PUT', url: `/api/applications/${t.applicationId}/note`, body: { note: 'Menor, 15' } },
  ],
  'POST /api/applications/{applicationId}/self-tapes': (t) => [
    {
      method: 'POST',
      url: `/api/applications/${t.applicationId}/self-tapes`,
      body: { instructions: 'Graba la escena', dueAt: new Date(Date.now() + 86_400_000).toISOString() },
    },
  ],
};

/** Writes on the caller's own account, content, lists, devices or tokens: they reach no one else. */
export const REACHES_NO_ONE = new Set([
  'POST /api/users',
  'PUT /api/users',
  'POST /api/users/resend-validation',
  'POST /api/users/authenticate',
  'POST /api/users/authenticate/second-factor',
  'POST /api/users/second-factors/totp',
  'POST /api/users/second-factors/totp/confirmation',
  'POST /api/users/second-factors/totp/removal',
  'POST /api/users/second-factors/recovery-codes',
  'POST /api/users/passkeys/options',
  'POST /api/users/passkeys',
  'PUT /api/users/passkeys/{id}',
  'DELETE /api/users/passkeys/{id}',
  'POST /api/users/authenticate/passkey/options',
  'POST /api/users/authenticate/passkey',
  'POST /api/users/authenticate/second-factor/passkey/options',
  'POST /api/users/authenticate/second-factor/passkey',
  'POST /api/users/recover/second-factor/passkey/options',
  'POST /api/users/recover/second-factor/passkey',
  'POST /api/users/step-up/passkey/options',
  'POST /api/users/second-factors/offer/dismissal',
  'POST /api/users/step-up',
  'POST /api/users/logout',
  'POST /api/users/recover/password',
  'POST /api/users/recover/second-factor',
  // Asking an admin to remove my own lost factors, and cancelling that from the e-mail's link.
  'POST /api/users/authenticate/second-factor/removal',
  'POST /api/users/second-factors/removal/cancellation',
  'PUT /api/users/password',
  'PUT /api/users/email',
  'DELETE /api/users/email',
  'POST /api/users/email/authorization',
  'POST /api/users/email/confirmation',
  'POST /api/users/email/undo',
  'PUT /api/users/profile',
  'PUT /api/users/wizard',
  'PUT /api/users/wizard/step',
  'POST /api/users/wizard/dismiss',
  'PUT /api/users/agency',
  'PUT /api/users/language',
  'PUT /api/users/profile_url',
  'POST /api/users/message-policy',
  'POST /api/users/public-profile',
  'POST /api/users/insights-settings',
  'POST /api/users/notifications',
  'PUT /api/users/me/attributes',
  'PUT /api/users/me/availability',
  'POST /api/users/me/availability/{kind}/renew',
  'POST /api/users/me/comp-card/link',
  'DELETE /api/users/me/comp-card/link',
  'POST /api/categories/subscribe',
  'POST /api/categories/unsubscribe',
  'POST /api/users/aws-url',
  'POST /api/posts/aws-url',
  'PUT /api/users/profile-image-url',
  'PUT /api/users/cover-image-url',
  'PUT /api/users/modalChangeImage',
  'POST /api/media/complete',
  'POST /api/videos',
  'DELETE /api/videos/{id}',
  'POST /api/videos/{id}/publish',
  'POST /api/videos/{id}/retry',
  'PUT /api/videos/{id}/captions',
  'DELETE /api/videos/{id}/captions',
  // A post names no one (mentions are not a feature); sharing someone's post is above.
  'POST /api/posts',
  'PUT /api/posts/change-comment',
  'DELETE /api/posts/{id}',
  'PUT /api/comments/change-comment',
  'DELETE /api/comments/{id}',
  'PUT /api/posts/{id}/pin',
  'DELETE /api/posts/{id}/pin',
  'PUT /api/posts/pins',
  'POST /api/notices/{id}/acknowledge',
  'POST /api/users/me/verification',
  'POST /api/push/subscriptions',
  'DELETE /api/push/subscriptions/{id}',
  'POST /api/shortlists',
  'PUT /api/shortlists/{listId}',
  'DELETE /api/shortlists/{listId}',
  'PUT /api/shortlists/{listId}/order',
  'POST /api/saved-searches/unsubscribe',
  'POST /api/saved-searches/unsubscribe/{token}',
  'POST /api/saved-searches',
  'POST /api/saved-searches/board',
  'PUT /api/saved-searches/{searchId}',
  'DELETE /api/saved-searches/{searchId}',
  'POST /api/notifications/update_read',
  // An agency's own opportunities; an edit of an open one tells its applicants through the visibility rule.
  'POST /api/opportunities',
  'PUT /api/opportunities/{id}',
  'DELETE /api/opportunities/{id}',
  'POST /api/opportunities/{id}/publish',
  'POST /api/opportunities/{id}/close',
  'POST /api/opportunities/{id}/cancel',
  // A talent's own choice of how often she hears of roles that fit her.
  'PUT /api/opportunities/fits-alerts',
  // Her own self-tape, to the agency that asked (404 across a block, as self-tapes.test.ts shows).
  'PUT /api/self-tapes/{selfTapeId}',
  'POST /api/users/cancel',
  'POST /api/users/restore',
  'POST /api/users/export',
  // A minor's guardian is not a member: naming one, and the guardian's own links, reach no one on Vitrina.
  'PUT /api/users/guardian',
  'POST /api/users/guardian/resend',
  'POST /api/guardian/{token}/confirm',
  'POST /api/guardian/{token}/withdraw',
  'POST /api/guardian/{token}/close',
  // A talent's own application to a role (an agency is refused with 403; across a block the role is 404).
  'PUT /api/opportunities/{id}/roles/{roleId}/application',
  'POST /api/opportunities/{id}/roles/{roleId}/application/submit',
  'POST /api/opportunities/{id}/roles/{roleId}/application/withdraw',
]);

/** Every write operation of the document, as `METHOD /path`. */
export function writeOperations(doc: OpenApiDocument): string[] {
  const found: string[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const method of Object.keys(operations)) {
      if (['post', 'put', 'patch', 'delete'].includes(method)) found.push(`${method.toUpperCase()} ${path}`);
    }
  }
  return found;
}
