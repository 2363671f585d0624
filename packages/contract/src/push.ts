import { z } from 'zod';
import { paginatedSchema } from './pagination.ts';
import { idSchema } from './posts.ts';
import { isAuthSecret, isP256dhKey, MAX_PUSH_ENDPOINT_LENGTH } from './push-rules.ts';
import { textInput } from './schema-helpers.ts';

/** The server's VAPID public key (base64url), which `pushManager.subscribe` takes as `applicationServerKey`. */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });

/** `PushSubscription.toJSON()`; which push services are accepted is the server's check (its configuration). */
export const pushSubscribeRequestSchema = z.strictObject({
  endpoint: textInput().min(1).max(MAX_PUSH_ENDPOINT_LENGTH),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    p256dh: z.string().refine(isP256dhKey, { error: 'push_keys_invalid' }),
    auth: z.string().refine(isAuthSecret, { error: 'push_keys_invalid' }),
  }),
});
export type PushSubscribeRequest = z.input<typeof pushSubscribeRequestSchema>;

/** A device that receives my pushes: named from its browser and system, never with its endpoint or keys. */
export const pushDeviceSchema = z.object({
  id: z.number().int(),
  /** `Chrome`, `Firefox`, `Safari`, `Edge`, `Samsung Internet`, `Opera`; null when not recognised. */
  browser: z.string().nullable(),
  /** `Android`, `iOS`, `Windows`, `macOS`, `Linux`, `ChromeOS`; null when not recognised. */
  system: z.string().nullable(),
  createdAt: z.string(),
  /** The device of the session asking. */
  current: z.boolean(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushDeviceListSchema = paginatedSchema(pushDeviceSchema);
export type PushDeviceList = z.infer<typeof pushDeviceListSchema>;

export const pushDeviceParamsSchema = z.object({ id: idSchema });
