import { z } from 'zod';
import { errorCatalogue, type ErrorCode } from './error-catalogue.ts';

/** Every code of the catalogue, so the wire schema (and the OpenAPI document) lists the closed set. */
export const errorCodes = Object.keys(errorCatalogue) as [ErrorCode, ...ErrorCode[]];
// The ids make each of these one `components/schemas` entry that every route's error answers refer to.
export const errorCodeSchema = z.enum(errorCodes).meta({ id: 'ErrorCode' });
export type { ErrorCode };

/** The one error body of DESIGN §2; its codes and texts are in error-catalogue.ts. */
export const fieldErrorSchema = z
  .object({
    field: z.string(),
    code: errorCodeSchema,
    message: z.string(),
  })
  .meta({ id: 'FieldError' });

export const errorBodySchema = z
  .object({
    error: errorCodeSchema,
    message: z.string(),
    errors: z.array(fieldErrorSchema),
  })
  .meta({ id: 'ErrorBody' });

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;
