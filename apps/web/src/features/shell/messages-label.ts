import type { TFunction } from 'i18next';

/** The messages button's name: "Mensajes, 2 sin leer, 1 solicitud" (the badges are hidden from screen readers). */
export function messagesLabel(t: TFunction<'shell'>, unread: number, requests: number): string {
  const label = t('messages.button', { count: unread });
  if (requests <= 0) return label;
  return t('messages.withRequests', { label, requests: t('messages.requests', { count: requests }) });
}
