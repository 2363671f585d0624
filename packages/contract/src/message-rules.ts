import { MESSAGE_PREVIEW_LENGTH } from './constants.ts';
import { MAX_MESSAGE_LENGTH } from './messages-limits.ts';
import { isStorableText } from './text-rules.ts';

/** A message's text rules: the same on the socket and over HTTP, on the server and in the composer. */

export type MessageTextProblem = 'texto_invalido' | 'message_empty' | 'message_too_long';

/** What is stored: the text without the blank space around it (inner line breaks stay). */
export function messageBody(raw: string): string {
  return raw.trim();
}

/** Why a text cannot be sent, or null: unstorable characters, nothing but blank space, or too long once trimmed. */
export function messageTextProblem(raw: string): MessageTextProblem | null {
  if (!isStorableText(raw)) return 'texto_invalido';
  const body = messageBody(raw);
  if (body.length === 0) return 'message_empty';
  if (body.length > MAX_MESSAGE_LENGTH) return 'message_too_long';
  return null;
}

// Made on first use: building one loads ICU's break rules (about 15 ms on a phone), and every logged-in
// page imports this module for the unread messages, which seldom need a cut preview.
let segmenter: Intl.Segmenter | undefined;

/** One line, cut at 70 characters as a person counts them (never splitting an emoji), "…" after a cut. */
export function messagePreview(body: string): string {
  const line = body.replace(/\s+/gu, ' ').trim();
  if (line.length <= MESSAGE_PREVIEW_LENGTH) return line;
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const graphemes = Array.from(segmenter.segment(line), (s) => s.segment);
  if (graphemes.length <= MESSAGE_PREVIEW_LENGTH) return line;
  return `${graphemes.slice(0, MESSAGE_PREVIEW_LENGTH).join('').trimEnd()}…`;
}
