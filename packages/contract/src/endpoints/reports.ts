import { defineEndpoint } from '../endpoint.ts';
import {
  acknowledgeResponseSchema,
  createReportRequestSchema,
  createReportResponseSchema,
  noticeListSchema,
  noticeParamsSchema,
} from '../reports.ts';

const errors = [400, 401, 403, 404, 409, 429] as const;
const tags = ['reports'];

/** Reports on anything, and the moderators' notices to the person they concern. */
export const reportsEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/reports',
    tags,
    summary: 'Report a profile, a post, a comment or a message, with a category and up to five attachments',
    description:
      'What is reported is copied now. A second report by the same person on the same item while the first is ' +
      'open answers the first (200, created false).',
    auth: true,
    body: createReportRequestSchema,
    responses: { 200: createReportResponseSchema, 201: createReportResponseSchema },
    errors,
  }),
  notices: defineEndpoint({
    method: 'GET',
    path: '/notices',
    tags,
    summary: 'My notices from the moderators that wait for my acknowledgement (warnings, removals)',
    auth: true,
    responses: { 200: noticeListSchema },
    errors,
  }),
  acknowledge: defineEndpoint({
    method: 'POST',
    path: '/notices/:id/acknowledge',
    tags,
    summary: 'Acknowledge a notice ("I understand"); recorded in the audit log',
    auth: true,
    params: noticeParamsSchema,
    responses: { 200: acknowledgeResponseSchema },
    errors,
  }),
};
