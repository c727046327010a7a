import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { httpStatus } from '@/lib/api-errors';
import { readPushDeviceRecord, writePushDeviceRecord } from '@/service-worker/push-device-record';
import { pushApi } from './push-api';
import { currentSubscription, holderOf } from './this-browser';
import { postSubscription } from './use-turn-on-push';

/**
 * Keeps an anonymous device's stars on the server in step with the browser's (PUT /api/push/subscriptions/sessions),
 * so that a visitor is told when a starred session changes. Nothing without a subscription on this browser. A device
 * that was an account's (someone signed in here, then out) is posted again without a sign-in: it is the visitor's now.
 */
export async function syncVisitorStars(dispatch: ThunkDispatch<unknown, unknown, UnknownAction>, sessionIds: readonly number[]): Promise<void> {
  const subscription = await currentSubscription().catch(() => null);
  if (!subscription) return;
  const session_ids = [...sessionIds];
  const put = dispatch(pushApi.endpoints.setPushStars.initiate({ ...holderOf(subscription), session_ids }));
  const result = await put;
  put.reset();
  if ('error' in result && httpStatus(result.error) === 409) await postSubscription(dispatch, subscription, { session_ids });
  else if (!('error' in result)) {
    const record = await readPushDeviceRecord();
    if (record) await writePushDeviceRecord({ ...record, session_ids });
  }
}

/**
 * On signing out, this browser's subscription stops being the account's: it is posted again without a sign-in and
 * with no stars, so a shared computer is no longer told of the account's sessions, decisions or reminders. Nothing
 * without a subscription here.
 */
export async function handThisDeviceToVisitor(dispatch: ThunkDispatch<unknown, unknown, UnknownAction>): Promise<void> {
  const subscription = await currentSubscription().catch(() => null);
  if (subscription) await postSubscription(dispatch, subscription, { session_ids: [] });
}
