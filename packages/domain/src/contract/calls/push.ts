/**
 * Web push (beyond the spec: the native apps get pushes, a browser with the tab closed gets them
 * through the Push API): the server's public VAPID key, and the browser's subscription kept for
 * the signed-in lawyer or removed again.
 */
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { obj } from '../fields.ts';

export const PUSH_SUBSCRIPTION_INVALID = 'Bildirim aboneliği geçersiz.';

const key = z
  .string({ error: PUSH_SUBSCRIPTION_INVALID })
  .min(1, { error: PUSH_SUBSCRIPTION_INVALID })
  .max(200, {
    error: PUSH_SUBSCRIPTION_INVALID,
  });

/** The push service's address: always https in browsers (http only reaches a local test service). */
const endpointField = z
  .string({ error: PUSH_SUBSCRIPTION_INVALID })
  .max(2000, { error: PUSH_SUBSCRIPTION_INVALID })
  .regex(/^https?:\/\/\S+$/, { error: PUSH_SUBSCRIPTION_INVALID });

/** `PushSubscription.toJSON()`: endpoint and the two base64url keys (expirationTime is ignored). */
const pushSubscriptionSchema = obj({
  endpoint: endpointField,
  expirationTime: z.number().nullable().optional(),
  keys: obj({ p256dh: key, auth: key }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

const tag = 'Anlık bildirimler';

const okSchema = z.object({ status: z.literal('true'), message: z.string() });

export const pushCalls = {
  key: endpoint({
    method: 'GET',
    path: '/push/key',
    summary: 'Web push için sunucunun genel VAPID anahtarı (base64url)',
    tag,
    access: 'public',
    response: z.object({ publicKey: z.string() }),
  }),
  subscribe: endpoint({
    method: 'POST',
    path: '/push/subscription',
    summary: 'Tarayıcının push aboneliğini avukata kaydeder (aynı adres yeniden gönderilirse günceller)',
    tag,
    access: 'lawyer',
    body: pushSubscriptionSchema,
    response: okSchema,
  }),
  unsubscribe: endpoint({
    method: 'DELETE',
    path: '/push/subscription',
    summary: 'Avukatın kendi push aboneliğini siler (başkasınınkine dokunmaz)',
    tag,
    access: 'session',
    body: obj({ endpoint: endpointField }),
    response: okSchema.extend({ deleted: z.number().int() }),
  }),
};
