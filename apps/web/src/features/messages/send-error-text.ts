import i18next from 'i18next';
import { apiErrorText, errorText } from '@/i18n/error-text.ts';
import { RealtimeTimeoutError } from '@/lib/socket.ts';
import { MessageRefusedError } from './send-message.ts';

/** Why a message was not sent, in the reader's language (the contract's catalogue for the server's codes). */
export function sendErrorText(error: unknown): string {
  if (error instanceof MessageRefusedError) return errorText(error.code, error.message);
  if (error instanceof RealtimeTimeoutError) return i18next.t('messages:thread.noAnswer');
  return apiErrorText(error);
}
