/**
 * The app's side of realtime: where Echo connects, and the signature that lets it join a private
 * channel (pusher-js posts that one as a form). Pusher's HTTP events API is Pusher's protocol, not
 * ours, and stays out of the contract.
 */
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { channelAuthSchema } from '../requests.ts';

const tag = 'Anlık bildirimler';

/** null host, port or forceTLS: the page's own (the server's built-in endpoint). */
const broadcastingConfigSchema = z.object({
  key: z.string(),
  cluster: z.string(),
  host: z.string().nullable(),
  port: z.number().int().nullable(),
  forceTLS: z.boolean().nullable(),
  authEndpoint: z.string(),
});

export const realtimeCalls = {
  auth: endpoint({
    method: 'POST',
    path: '/broadcasting/auth',
    summary: 'Özel kanal imzası (pusher-js form olarak gönderir; JSON da kabul edilir)',
    tag,
    // Any account state: the passive page hears its own approval on the lawyer's channel.
    access: 'session',
    body: channelAuthSchema,
    response: z.object({ auth: z.string() }),
  }),
  config: endpoint({
    method: 'GET',
    path: '/broadcasting/config',
    summary: 'Echo bağlantı ayarları',
    tag,
    access: 'public',
    response: broadcastingConfigSchema,
  }),
};
