import { z } from 'zod';

/** The one error body of DESIGN §2; its codes and texts are in error-catalogue.ts. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  code: z.string(),
  message: z.string(),
});

export const errorBodySchema = z.object({
  error: z.string(),
  message: z.string(),
  errors: z.array(fieldErrorSchema),
});

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;
