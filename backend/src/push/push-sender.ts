// One push to one device: the message encrypted for the subscription (aes128gcm) and signed with the server's VAPID
// key by the `web-push` library, then posted to the push service with fetch, bounded in time and never following a
// redirect (the endpoint was checked, where it might send us was not). What the push service answered decides what
// becomes of the subscription (gone: removed) and of the message (retried later, or not at all).
import { Inject, Injectable } from '@nestjs/common';
import webpush from 'web-push';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { VapidKeys } from './vapid-keys.js';

/** What a notification shows, and the address it opens: nothing about other people. */
export interface PushMessage {
  title: string;
  body: string;
  /** The site's address to open ('/sessions/12-…'). */
  url: string;
  /** A newer notification with the same tag replaces the older one on the device. */
  tag?: string;
  /** The one session it is about: the notification offers "Mute this session". */
  session_id?: number;
}

export interface PushDelivery {
  /** Seconds the push service keeps it for a device that is offline (a reminder expires when its session starts). */
  ttlSeconds: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** A device offline through several pushes of one topic gets only the latest (at most 32 base64url characters). */
  topic?: string;
}

export type PushOutcome =
  | { kind: 'sent' }
  /** The subscription has ended (404, 410): remove it. */
  | { kind: 'gone' }
  /** Try again later: the push service is busy (429) or failing (5xx), or did not answer in time. */
  | { kind: 'retry'; afterMs?: number }
  /** Refused for good (a 4xx other than those): sending it again would be refused again. */
  | { kind: 'refused'; status: number };

/** The most a payload may be: what push services take (4 KB) less the encryption's overhead. */
export const MAX_PAYLOAD_BYTES = 3_000;
const TIMEOUT_MS = 10_000;

export interface Subscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

@Injectable()
export class PushSender {
  constructor(
    private readonly vapid: VapidKeys,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async send(subscription: Subscription, message: PushMessage, delivery: PushDelivery): Promise<PushOutcome> {
    const payload = JSON.stringify(message);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw new Error(`A push payload of ${Buffer.byteLength(payload)} bytes is over ${MAX_PAYLOAD_BYTES}`);
    const keys = await this.vapid.get();
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      payload,
      {
        vapidDetails: { subject: this.config.push.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        contentEncoding: 'aes128gcm',
        TTL: Math.max(0, Math.round(delivery.ttlSeconds)),
        urgency: delivery.urgency,
        ...(delivery.topic && { topic: delivery.topic }),
      },
    );
    let response: Response;
    try {
      response = await fetch(request.endpoint, {
        method: 'POST',
        // fetch sets the length itself.
        headers: Object.fromEntries(
          Object.entries(request.headers)
            .filter(([name]) => name.toLowerCase() !== 'content-length')
            .map(([name, value]) => [name, String(value)]),
        ),
        body: request.body ? new Uint8Array(request.body) : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.body?.cancel();
    } catch {
      return { kind: 'retry' };
    }
    return outcomeOf(response.status, response.headers.get('retry-after'));
  }
}

/** What a push service's answer means for the message and the subscription. */
export function outcomeOf(status: number, retryAfter: string | null): PushOutcome {
  if (status >= 200 && status < 300) return { kind: 'sent' };
  if (status === 404 || status === 410) return { kind: 'gone' };
  if (status === 429 || status >= 500) return { kind: 'retry', afterMs: retryAfterMs(retryAfter) };
  return { kind: 'refused', status };
}

/** Retry-After as seconds or as an HTTP date, in milliseconds from now; undefined when absent or unreadable. */
function retryAfterMs(value: string | null): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}
