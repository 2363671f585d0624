import type { ErrorCode } from './error-catalogue.ts';

/** A form's field that fails a rule, and the catalogue's code the form shows beside it. */
export interface FieldProblem {
  field: string;
  code: ErrorCode;
}
