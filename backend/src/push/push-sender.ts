// One push to one device: the message encrypted for the subscription (aes128gcm) and signed with the server's VAPID
// key by the `web-push` library, then posted to the push service over a kept-alive connection, bounded in time and
// never following a redirect (the endpoint was checked, where it might send us was not). What the push service
// answered decides what becomes of the subscription (gone: removed) and of the message (retried later, or not at all).
import { Inject, Injectable } from '@nestjs/common';
import http from 'node:http';
import https from 'node:https';
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
/**
 * A VAPID signature (a JWT for one push service, valid 12 hours) is made once per push service and used for an hour:
 * signing it is four fifths of the work of a push, so signing each push anew would make a change told to 10,000
 * devices five times as slow.
 */
const VAPID_REUSE_MS = 3_600_000;
const VAPID_VALID_SECONDS = 12 * 3600;

export interface Subscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

@Injectable()
export class PushSender {
  private readonly signatures = new Map<string, { headers: Record<string, string>; until: number }>();

  constructor(
    private readonly vapid: VapidKeys,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async send(subscription: Subscription, message: PushMessage, delivery: PushDelivery): Promise<PushOutcome> {
    const payload = JSON.stringify(message);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw new Error(`A push payload of ${Buffer.byteLength(payload)} bytes is over ${MAX_PAYLOAD_BYTES}`);
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      payload,
      {
        headers: await this.signature(new URL(subscription.endpoint).origin),
        contentEncoding: 'aes128gcm',
        TTL: Math.max(0, Math.round(delivery.ttlSeconds)),
        urgency: delivery.urgency,
        ...(delivery.topic && { topic: delivery.topic }),
      },
    );
    try {
      const answer = await post(request.endpoint, request.headers as Record<string, string | number>, request.body);
      return outcomeOf(answer.status, answer.retryAfter);
    } catch {
      return { kind: 'retry' };
    }
  }

  /** The VAPID headers for one push service (its origin is the JWT's audience), made again after VAPID_REUSE_MS. */
  private async signature(audience: string): Promise<Record<string, string>> {
    const known = this.signatures.get(audience);
    if (known && known.until > Date.now()) return known.headers;
    const keys = await this.vapid.get();
    const headers = webpush.getVapidHeaders(
      audience,
      this.config.push.subject,
      keys.publicKey,
      keys.privateKey,
      'aes128gcm',
      Math.floor(Date.now() / 1000) + VAPID_VALID_SECONDS,
    ) as unknown as Record<string, string>;
    this.signatures.set(audience, { headers, until: Date.now() + VAPID_REUSE_MS });
    return headers;
  }
}

/**
 * Kept-alive connections to each push service: a change told to thousands of devices goes over a few connections
 * (at most the relay's pushes in flight), not one each.
 */
const agents = { 'http:': new http.Agent({ keepAlive: true }), 'https:': new https.Agent({ keepAlive: true }) };

/** POSTs a push: the status and Retry-After that came back. Never follows a redirect; gives up after TIMEOUT_MS. */
function post(endpoint: string, headers: Record<string, string | number>, body: Buffer | null): Promise<{ status: number; retryAfter: string | null }> {
  const url = new URL(endpoint);
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(url, { method: 'POST', headers, agent: agents[url.protocol as keyof typeof agents], timeout: TIMEOUT_MS }, (response) => {
      response.resume();
      const retryAfter = response.headers['retry-after'];
      response.once('end', () => resolve({ status: response.statusCode ?? 0, retryAfter: typeof retryAfter === 'string' ? retryAfter : null }));
      response.once('error', reject);
    });
    request.once('timeout', () => request.destroy(new Error('the push service did not answer in time')));
    request.once('error', reject);
    request.end(body ?? undefined);
  });
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
