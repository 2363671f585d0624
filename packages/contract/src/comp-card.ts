import { z } from 'zod';
import { textInput } from './schema-helpers.ts';

/** My comp card's public link: its address while it lives, null before one is made or once revoked. */
export const compCardLinkSchema = z.object({ url: z.string().nullable() });
export type CompCardLink = z.infer<typeof compCardLinkSchema>;

/** What creating the link answers: the link, made now or the one already living. */
export const compCardLinkCreatedSchema = z.object({ url: z.string() });

/** GET /api/comp-cards/{token}: any string up to a bound; an unknown one is 404, like a revoked one. */
export const compCardTokenParamsSchema = z.object({ token: textInput().min(1).max(100) });
