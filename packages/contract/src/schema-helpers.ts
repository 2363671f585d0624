import { z } from 'zod';
import type { FieldProblem } from './account-rules.ts';
import { languages } from './constants.ts';
import { isStorableText } from './text-rules.ts';

/** Request bodies are strict: an unlisted field is 400 `unknown_field`, so nothing outside a form is set. */

/** Turns the problems a pure rule found into zod issues whose message is the error code. */
export function addProblems(ctx: z.RefinementCtx, problems: FieldProblem[]): void {
  for (const p of problems) {
    ctx.addIssue({
      code: 'custom',
      path: p.field.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s)),
      message: p.code,
    });
  }
}

/** A string of a request: refused (field code `texto_invalido`) when it holds what cannot be stored or shown. */
export const textInput = () => z.string().refine(isStorableText, { error: 'texto_invalido' });

/** A request string of at most `max` characters counted as Unicode code points (an emoji is one), else `code`. */
export const charactersAtMost = (max: number, code: string) =>
  textInput().refine((value) => [...value].length <= max, { error: code });

export const text = (max: number) => textInput().max(max).default('');
export const langSchema = z.enum(languages);
export const birthdateText = textInput().max(30).default('');

/** A query's comma-separated list of at most `max` characters: its values trimmed, each once, none blank. */
export const csv = (max: number) =>
  z
    .string()
    .max(max)
    .optional()
    .transform((v) =>
      v
        ? [
            ...new Set(
              v
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean),
            ),
          ]
        : [],
    );
