import { describe, expect, it } from 'vitest';
import { errorCodes } from '@vitrina/contract/errors';
import { ApiError, type ApiErrorCode } from './api-client.ts';

describe('ApiError codes', () => {
  it('types the code as the closed set of the catalogue, so a misspelt code fails the type check', () => {
    const error = new ApiError(409, { error: 'correo_existe', message: '', errors: [] });
    expect(error.code === 'correo_existe').toBe(true);
    // @ts-expect-error 'correo_exsite' is not a code the API answers
    expect(error.code === 'correo_exsite').toBe(false);
    // @ts-expect-error a body with an unknown code cannot be built either
    expect(new ApiError(400, { error: 'no_such_code', message: '', errors: [] }).code).toBe('no_such_code');
  });

  it('lists every code of the catalogue on the wire, and network for a call that got no answer', () => {
    const codes: readonly ApiErrorCode[] = [...errorCodes, 'network'];
    expect(codes).toContain('validation');
    expect(codes).toContain('network');
    expect(new Set(errorCodes).size).toBe(errorCodes.length);
  });
});
