import type { ErrorEntry } from './common-errors.ts';
import { MAX_PUSH_DEVICES } from './push-rules.ts';

export const pushErrors = {
  push_endpoint_refused: {
    status: 400,
    es: 'Este navegador usa un servicio de notificaciones que no admitimos.',
    en: 'This browser uses a notification service we do not support.',
  },
  push_keys_invalid: {
    status: 400,
    es: 'Las claves de la suscripción no son válidas.',
    en: 'The subscription keys are not valid.',
  },
  push_device_limit: {
    status: 409,
    es: `Ya recibes notificaciones en ${MAX_PUSH_DEVICES} dispositivos. Quita alguno para añadir este.`,
    en: `You already get notifications on ${MAX_PUSH_DEVICES} devices. Remove one to add this one.`,
  },
} as const satisfies Record<string, ErrorEntry>;
