/**
 * The browser's side of Web Push: whether this browser can, the permission, and the subscription
 * of the app's service worker. Nothing here speaks to the API.
 */

/** `unsupported`: no service worker, Push API or Notifications (iOS Safari outside a home-screen app). */
export type PushAvailability = 'unsupported' | NotificationPermission;

export function pushAvailability(): PushAvailability {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator)) return 'unsupported';
  if (!('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  return Notification.permission;
}

/** Why turning push on failed before the server was asked: the person said no, or no worker runs here. */
export class PushSetupError extends Error {
  constructor(readonly reason: 'denied' | 'no-worker') {
    super(`push setup: ${reason}`);
    this.name = 'PushSetupError';
  }
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(current: ArrayBuffer | null, expected: Uint8Array): boolean {
  if (!current || current.byteLength !== expected.length) return false;
  const bytes = new Uint8Array(current);
  return expected.every((byte, i) => bytes[i] === byte);
}

/** The app's service worker, once registered (only the built app registers one: src/lib/service-worker.ts). */
async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  if (!registration) throw new PushSetupError('no-worker');
  return registration;
}

/** Asks for permission if need be, then subscribes with the server's key (reusing a subscription made with it). */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscriptionJSON> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushSetupError('denied');
  const registration = await workerRegistration();
  const key = keyBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  // One made with another server key (the keys were replaced) would never accept our pushes.
  if (existing && sameKey(existing.options.applicationServerKey, key)) return existing.toJSON();
  await existing?.unsubscribe();
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return subscription.toJSON();
}

/** Drops this browser's subscription too, so its push service forgets it (best effort). */
export async function unsubscribeThisBrowser(): Promise<void> {
  if (pushAvailability() === 'unsupported') return;
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}
