import webpush from 'web-push';
import type { PushPayload } from '@vitrina/contract/push-rules';
import type { VapidKeys } from './vapid-keys.ts';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** `gone`: the service says the subscription no longer exists (404, 410), so it is deleted. */
export type SendOutcome =
  { outcome: 'sent' } | { outcome: 'gone'; status: number } | { outcome: 'failed'; status?: number };

export interface PushSenderOptions {
  keys: VapidKeys;
  subject: string;
  timeoutMs: number;
}

/** A day: a phone that comes back on line later still gets the notice; an older one is not worth it. */
const TIME_TO_LIVE_SECONDS = 86_400;

// web-push encrypts and signs; the request is fetch's: a timeout, no redirect (only the accepted host is
// reached) and http for a test's loopback service (web-push's own sender speaks https only).
export function createPushSender({ keys, subject, timeoutMs }: PushSenderOptions) {
  const vapidDetails = { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };

  return async function send(
    target: PushTarget,
    payload: PushPayload,
    urgency: 'normal' | 'high',
  ): Promise<SendOutcome> {
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      { vapidDetails, TTL: TIME_TO_LIVE_SECONDS, urgency, contentEncoding: 'aes128gcm' },
    );
    const headers = Object.fromEntries(
      Object.entries(details.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    try {
      const response = await fetch(details.endpoint, {
        method: 'POST',
        headers,
        body: details.body ?? null,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return { outcome: 'gone', status: response.status };
      return response.ok ? { outcome: 'sent' } : { outcome: 'failed', status: response.status };
    } catch {
      return { outcome: 'failed' };
    }
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
