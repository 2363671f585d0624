import { describe, expect, it } from 'vitest';
import { useLanguage } from '@/test/render.tsx';
import { sendErrorText } from './send-error-text.ts';
import { MessageRefusedError } from './send-message.ts';

describe('sendErrorText', () => {
  it('tells an unverified agency, in its language, that it cannot write to a minor', async () => {
    const refused = new MessageRefusedError('minor_agency_unverified', '');
    await useLanguage('es');
    expect(sendErrorText(refused)).toBe('Solo las agencias verificadas pueden escribir a menores de edad.');
    await useLanguage('en');
    expect(sendErrorText(refused)).toBe('Only verified agencies can write to minors.');
    await useLanguage('es');
  });
});
