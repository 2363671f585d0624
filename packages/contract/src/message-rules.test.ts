import { describe, expect, it } from 'vitest';
import { MESSAGE_PREVIEW_LENGTH } from './constants.ts';
import { messageBody, messagePreview, messageTextProblem } from './message-rules.ts';
import { MAX_MESSAGE_LENGTH } from './messages-limits.ts';

describe('the text of a message', () => {
  it('accepts what people write, up to the maximum once the blank space around it is gone', () => {
    expect(messageTextProblem('Hola, ¿cómo estás? 🎶')).toBeNull();
    expect(messageTextProblem('línea 1\nlínea 2')).toBeNull();
    expect(messageTextProblem('x'.repeat(MAX_MESSAGE_LENGTH))).toBeNull();
    expect(messageTextProblem(`  \n${'x'.repeat(MAX_MESSAGE_LENGTH)}\n  `)).toBeNull();
  });

  it('refuses an empty or blank text', () => {
    for (const text of ['', ' ', '\n\t  \r\n', '\u00a0\u2003']) expect(messageTextProblem(text)).toBe('message_empty');
  });

  it('refuses a text longer than the maximum', () => {
    expect(messageTextProblem('x'.repeat(MAX_MESSAGE_LENGTH + 1))).toBe('message_too_long');
  });

  it('refuses what cannot be stored before anything else', () => {
    expect(messageTextProblem('a\u0000b')).toBe('texto_invalido');
    expect(messageTextProblem('\ud800')).toBe('texto_invalido');
  });

  it('is stored without the blank space around it', () => {
    expect(messageBody('  hola\nmundo \n')).toBe('hola\nmundo');
  });
});

describe('the preview of a message', () => {
  it('keeps a short message whole, on one line', () => {
    expect(messagePreview('Hola')).toBe('Hola');
    expect(messagePreview('Hola\n\n  ¿vienes   mañana?')).toBe('Hola ¿vienes mañana?');
  });

  it('keeps a message of exactly 70 characters whole', () => {
    const text = 'a'.repeat(MESSAGE_PREVIEW_LENGTH);
    expect(messagePreview(text)).toBe(text);
  });

  it('cuts a longer one to its first 70 characters and marks the cut', () => {
    const text = `${'b'.repeat(MESSAGE_PREVIEW_LENGTH)}cdef`;
    expect(messagePreview(text)).toBe(`${'b'.repeat(MESSAGE_PREVIEW_LENGTH)}…`);
  });

  it('counts an emoji or a combined letter as one character and never splits it', () => {
    const family = '👨‍👩‍👧';
    const text = `${family.repeat(MESSAGE_PREVIEW_LENGTH)}${family}`;
    const preview = messagePreview(text);
    expect(preview).toBe(`${family.repeat(MESSAGE_PREVIEW_LENGTH)}…`);
    const accented = 'e\u0301'.repeat(MESSAGE_PREVIEW_LENGTH);
    expect(messagePreview(accented)).toBe(accented);
  });
});
