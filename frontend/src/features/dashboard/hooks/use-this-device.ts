import { useCallback, useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { httpStatus } from '@/lib/api-errors';
import { useEndPushMutation, useGetPushDevicesQuery, useSendTestPushMutation, type PushDevice } from '@/lib/push/push-api';
import { currentSubscription, holderOf, pushPermission, type PushPermission } from '@/lib/push/this-browser';
import { postSubscription, useTurnOnPush, type PushSettings, type TurnOnOutcome } from '@/lib/push/use-turn-on-push';
import { forgetPushDeviceRecord } from '@/service-worker/push-device-record';

export type TestOutcome = 'sent' | 'ended' | 'failed';

/**
 * This browser as a device of the signed-in account (the dashboard's "This device" panel, issue 44): whether it can
 * and may receive pushes, its subscription, and the account's record of it (found among the account's devices by
 * its endpoint); turning it on and off, its settings, and the test notification.
 */
export function useThisDevice() {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  // The dashboard renders in the browser only (a signed-in page), so the browser's answers can be read at once.
  const [permission, setPermission] = useState<PushPermission>(pushPermission);
  /** undefined while it is being looked up. */
  const [subscription, setSubscription] = useState<PushSubscription | null | undefined>(() => (permission === 'unsupported' ? null : undefined));
  const devices = useGetPushDevicesQuery();
  const turnOnPush = useTurnOnPush();
  const [endPush] = useEndPushMutation();
  const [sendTest, testing] = useSendTestPushMutation();
  const [saving, setSaving] = useState(false);
  /** The test found the subscription ended (the server removed it): the panel says so and offers to turn on again. */
  const [ended, setEnded] = useState(false);

  useEffect(() => {
    if (pushPermission() === 'unsupported') return;
    let current = true;
    currentSubscription({ wait: true }).then(
      (found) => current && setSubscription(found),
      () => current && setSubscription(null),
    );
    return () => {
      current = false;
    };
  }, []);

  const device: PushDevice | undefined = subscription ? devices.data?.find((known) => known.endpoint === subscription.endpoint) : undefined;

  const turnOn = useCallback(async (): Promise<TurnOnOutcome> => {
    const outcome = await turnOnPush();
    setPermission(pushPermission());
    if (outcome.kind === 'on') {
      setSubscription(outcome.subscription);
      setEnded(false);
    }
    return outcome;
  }, [turnOnPush]);

  /** This browser stops receiving pushes: the server forgets it, and so does the browser. */
  const forgetHere = useCallback(async () => {
    if (!subscription) return;
    await subscription.unsubscribe().catch(() => false);
    await forgetPushDeviceRecord();
    setSubscription(null);
  }, [subscription]);

  const turnOff = useCallback(async () => {
    if (!subscription) return;
    await endPush(holderOf(subscription));
    await forgetHere();
  }, [subscription, endPush, forgetHere]);

  const save = useCallback(
    async (settings: PushSettings) => {
      if (!subscription) return false;
      setSaving(true);
      const saved = await postSubscription(dispatch, subscription, settings);
      setSaving(false);
      return saved !== null;
    },
    [subscription, dispatch],
  );

  const test = useCallback(async (): Promise<TestOutcome> => {
    if (!subscription) return 'failed';
    const result = await sendTest(holderOf(subscription));
    if (!('error' in result) || !result.error) return 'sent';
    if (httpStatus(result.error) !== 410) return 'failed';
    // The push service ended it and the server removed it: this browser's copy is of no use either.
    await forgetHere();
    setEnded(true);
    return 'ended';
  }, [subscription, sendTest, forgetHere]);

  return {
    permission,
    subscription,
    device,
    devices,
    saving,
    ended,
    testing: testing.isLoading,
    turnOn,
    turnOff,
    forgetHere,
    save,
    test,
  };
}

export type ThisDevice = ReturnType<typeof useThisDevice>;
