// The push subscription calls' bodies (issue 44): the browser's PushSubscription.toJSON() as it is, and what the
// device is told. Keys are checked for what they must be (a P-256 point, a 16-byte secret), so a subscription stored
// can always be encrypted for.
import { createECDH } from 'node:crypto';
import { z } from 'zod';
import { fixedText } from '../i18n/error-text.js';
import { LANGUAGES } from '../i18n/languages.js';
import { MAX_ID } from '../http/id.pipe.js';
import { RequestDto } from '../http/request-dto.js';
import { typeError } from '../http/request-fields.js';
import { MAX_ENDPOINT_LENGTH } from './push-services.js';
import { PUSH_TOPICS, REMINDER_MINUTES } from './push-topics.js';

const BASE64URL = /^[\w-]+={0,2}$/;
const bytesOf = (value: string) => (BASE64URL.test(value) ? Buffer.from(value, 'base64url') : Buffer.alloc(0));

/** A public key on P-256, uncompressed (65 bytes): the curve refuses any other point. */
function isP256Point(value: string): boolean {
  const point = bytesOf(value);
  if (point.length !== 65 || point[0] !== 4) return false;
  try {
    // Agreeing a secret with it is the curve's own check of the point.
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(point);
    return true;
  } catch {
    return false;
  }
}

const P256DH_MESSAGE = /*i18n*/ "keys.p256dh must be the subscription's public key (65 bytes, base64url)";
const AUTH_MESSAGE = /*i18n*/ "keys.auth must be the subscription's secret (16 bytes, base64url)";
const ENDPOINT_MESSAGE = /*i18n*/ "endpoint must be the address of a browser's push service";

const endpoint = z.string(typeError(ENDPOINT_MESSAGE)).min(1, ENDPOINT_MESSAGE).max(MAX_ENDPOINT_LENGTH, ENDPOINT_MESSAGE);
const auth = z
  .string(typeError(AUTH_MESSAGE))
  .max(64, AUTH_MESSAGE)
  .refine((value) => bytesOf(value).length === 16, AUTH_MESSAGE);

export const SESSION_IDS_MAX = 1000;
const sessionIds = z
  .array(z.int(typeError(/*i18n*/ 'session_ids must be whole numbers')).min(1).max(MAX_ID), typeError(/*i18n*/ 'session_ids must be a list'))
  .max(SESSION_IDS_MAX);

/** Names a subscription by what only its browser knows: the endpoint and the secret. */
const Holder = z.object({ endpoint, keys: z.object({ auth }, typeError(/*i18n*/ 'keys must hold auth')) });

export class PushSubscriptionDto extends RequestDto(
  z.object({
    endpoint,
    expirationTime: z.number(typeError(/*i18n*/ 'expirationTime must be a time in milliseconds or null')).int().min(0).nullish(),
    keys: z.object(
      {
        p256dh: z.string(typeError(P256DH_MESSAGE)).max(128, P256DH_MESSAGE).refine(isP256Point, P256DH_MESSAGE),
        auth,
      },
      typeError(/*i18n*/ 'keys must hold p256dh and auth'),
    ),
    topics: z
      .array(z.enum(PUSH_TOPICS, { error: fixedText(/*i18n*/ '{field} must be one of {values}', { field: 'topics', values: PUSH_TOPICS.join(', ') }) }))
      .max(PUSH_TOPICS.length)
      .optional(),
    reminder_minutes: z
      .union(
        REMINDER_MINUTES.map((minutes) => z.literal(minutes)),
        { error: fixedText(/*i18n*/ '{field} must be one of {values}', { field: 'reminder_minutes', values: `${REMINDER_MINUTES.join(', ')}, null` }) },
      )
      .nullish(),
    language: z.enum(LANGUAGES, { error: /*i18n*/ 'language must be one of: en, de' }).optional(),
    session_ids: sessionIds.optional(),
    /**
     * The subscription this one replaces (the push service ended it: `pushsubscriptionchange`), named by its endpoint
     * and secret: the new one takes over its account, choices and muted sessions, and the old one ends.
     */
    replaces: Holder.optional(),
  }),
) {}

export class EndPushSubscriptionDto extends RequestDto(Holder) {}

export class PushStarsDto extends RequestDto(Holder.extend({ session_ids: sessionIds })) {}
