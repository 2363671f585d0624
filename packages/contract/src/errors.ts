import { z } from 'zod';
import { errorCatalogue, type ErrorCode } from './error-catalogue.ts';

/** Every code of the catalogue, so the wire schema (and the OpenAPI document) lists the closed set. */
export const errorCodes = Object.keys(errorCatalogue) as [ErrorCode, ...ErrorCode[]];
export const errorCodeSchema = z.enum(errorCodes);
export type { ErrorCode };

/** The one error body of DESIGN §2; its codes and texts are in error-catalogue.ts. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  code: errorCodeSchema,
  message: z.string(),
});

export const errorBodySchema = z.object({
  error: errorCodeSchema,
  message: z.string(),
  errors: z.array(fieldErrorSchema),
});

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;
