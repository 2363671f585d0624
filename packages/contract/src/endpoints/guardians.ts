import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  guardianLinkSchema,
  guardianRequestSchema,
  guardianTokenParamsSchema,
  selfGuardianSchema,
} from '../guardians.ts';

const tags = ['guardians'];

const linkAction = <const P extends string>(path: P, summary: string) =>
  defineEndpoint({
    method: 'POST',
    path,
    tags,
    summary,
    auth: false,
    params: guardianTokenParamsSchema,
    responses: { 200: guardianLinkSchema },
    errors: [400, 404, 429],
  });

/** A minor's guardian: the minor names one; the guardian acts through the e-mailed link, no session. */
export const guardiansEndpoints = {
  setGuardian: defineEndpoint({
    method: 'PUT',
    path: '/users/guardian',
    tags,
    summary: 'Name or change my guardian (minors only): consent starts over and the new guardian is e-mailed',
    auth: true,
    body: guardianRequestSchema,
    responses: { 200: selfGuardianSchema },
    errors: [400, 401, 404, 429],
  }),
  resendGuardian: defineEndpoint({
    method: 'POST',
    path: '/users/guardian/resend',
    tags,
    summary: 'E-mail my guardian the confirmation link again (minors only)',
    auth: true,
    responses: { 204: z.null() },
    errors: [401, 404, 429],
  }),
  link: defineEndpoint({
    method: 'GET',
    path: '/guardian/:token',
    tags,
    summary: 'What a guardian’s link is about: the minor, the consent’s state, her language (404: unknown or ended)',
    auth: false,
    params: guardianTokenParamsSchema,
    responses: { 200: guardianLinkSchema },
    errors: [400, 404, 429],
  }),
  confirm: linkAction('/guardian/:token/confirm', 'The guardian consents: the minor’s profile is seen at once'),
  withdraw: linkAction('/guardian/:token/withdraw', 'The guardian withdraws consent: the profile is hidden at once'),
  close: linkAction('/guardian/:token/close', 'The guardian ends the minor’s account, as a cancellation does'),
};
