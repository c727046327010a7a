import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { currentLocale } from '@/lib/i18n/active-locale';
import { writePushDeviceRecord } from '@/service-worker/push-device-record';
import { pushApi, type PushDevice, type PushSubscriptionBody } from './push-api';
import { askPermission, subscribeThisBrowser, subscriptionJson } from './this-browser';

/** What the device wants to be told; absent fields keep what the server has (a new device: the server's defaults). */
export type PushSettings = Pick<PushSubscriptionBody, 'topics' | 'reminder_minutes' | 'session_ids'>;

export type TurnOnOutcome =
  | { kind: 'on'; device: PushDevice; subscription: PushSubscription }
  /** Refused in the browser (now or before): only its site settings undo that. */
  | { kind: 'blocked' }
  /** The browser's question was closed without an answer. */
  | { kind: 'not-answered' }
  /** This browser cannot receive pushes (no Push API, no worker, its push service refused). */
  | { kind: 'unavailable' }
  /** The server did not take it: try again. */
  | { kind: 'failed' };

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/**
 * Posts this browser's subscription with its settings, and keeps what it chose where the service worker finds it
 * (for a subscription the push service replaces). `anonymous`: no sign-in, so the record keeps the stars.
 */
export async function postSubscription(dispatch: Dispatch, subscription: PushSubscription, settings: PushSettings): Promise<PushDevice | null> {
  const body: PushSubscriptionBody = { ...subscriptionJson(subscription), language: currentLocale(), ...settings };
  const posted = dispatch(pushApi.endpoints.subscribePush.initiate(body));
  try {
    const device = await posted.unwrap();
    await writePushDeviceRecord({
      topics: device.topics,
      reminder_minutes: device.reminder_minutes,
      language: device.language,
      ...(settings.session_ids && { session_ids: device.session_ids }),
    });
    return device;
  } catch {
    return null;
  } finally {
    posted.reset();
  }
}

/**
 * Turns notifications on for this browser, from a press of the person's: asks for permission first (while the press
 * still counts), then subscribes with the server's key and posts the subscription.
 */
export function useTurnOnPush(): (settings?: PushSettings) => Promise<TurnOnOutcome> {
  const dispatch = useDispatch<Dispatch>();
  return useCallback(
    async (settings = {}) => {
      const permission = await askPermission();
      if (permission === 'unsupported') return { kind: 'unavailable' };
      if (permission === 'blocked') return { kind: 'blocked' };
      if (permission === 'ask') return { kind: 'not-answered' };
      const key = dispatch(pushApi.endpoints.getPushKey.initiate());
      let publicKey: string;
      try {
        publicKey = await key.unwrap();
      } catch {
        return { kind: 'failed' };
      } finally {
        key.unsubscribe();
      }
      const subscription = await subscribeThisBrowser(publicKey);
      if (!subscription) return { kind: 'unavailable' };
      const device = await postSubscription(dispatch, subscription, settings);
      return device ? { kind: 'on', device, subscription } : { kind: 'failed' };
    },
    [dispatch],
  );
}
