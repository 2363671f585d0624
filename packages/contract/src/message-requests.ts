import { z } from 'zod';

/** Who may message me (decision 0007); strangers reach me through requests only under `everyone`. */
export const messagePolicies = ['everyone', 'following', 'following_and_verified'] as const;
export const messagePolicySchema = z.enum(messagePolicies);
export type MessagePolicy = z.infer<typeof messagePolicySchema>;

/** Messages a sender may send before the other person accepts the request. */
export const MAX_MESSAGES_BEFORE_ACCEPTANCE = 2;
/** Requests per page of the requests tab (GET users/contacts/requests?page=N). */
export const REQUESTS_PAGE_SIZE = 12;

/** A conversation as one of its people sees it: `received` waits for me to accept, `sent` for the other. */
export const requestStateSchema = z.enum(['none', 'received', 'sent']);
export type RequestState = z.infer<typeof requestStateSchema>;

// POST /api/users/message-policy (auth) { policy } → { policy }.
export const messagePolicyRequestSchema = z.strictObject({ policy: messagePolicySchema });
export const messagePolicyResponseSchema = z.object({ policy: messagePolicySchema });
