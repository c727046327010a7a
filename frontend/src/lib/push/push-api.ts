import { api, type TagType } from '@/lib/api';
import { route, type Answer, type Body } from '@/lib/api-routes';
import type { Schemas } from '@/types/api';

/** A device that receives push notifications, as the server lists it. */
export type PushDevice = Schemas['PushDevice'];
export type PushTopic = PushDevice['topics'][number];
export type ReminderMinutes = PushDevice['reminder_minutes'];
/** A browser's PushSubscription.toJSON() with what the device wants to be told (POST /api/push/subscriptions). */
export type PushSubscriptionBody = Body<'/api/push/subscriptions', 'post'>;
/** What names this browser's subscription without a sign-in: its endpoint and secret. */
export type PushHolder = Body<'/api/push/test', 'post'>;

/** The account's devices: loaded again after this browser subscribes, ends or is removed. */
const DEVICES: TagType = 'PushDevices';
const ONE_DEVICE = '/api/push/devices/{id}';
const MUTED = '/api/push/subscriptions/muted/{sessionId}';

/**
 * Web Push's calls (issue 44; docs/push.md): the server's key, this browser's subscription (by what only the browser
 * holds, with or without a sign-in), an anonymous device's stars, the test notification, and the account's devices.
 */
export const pushApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPushKey: build.query<string, void>({
      query: () => route('get', '/api/push/key'),
      transformResponse: (answer: Answer<'/api/push/key', 'get'>) => answer.public_key,
    }),
    subscribePush: build.mutation<PushDevice, PushSubscriptionBody>({
      query: (body) => route('post', '/api/push/subscriptions', { body }),
      // The server's answer is the device as it is now: the list shows it at once, then loads again.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data: device } = await queryFulfilled.catch(() => ({ data: null }));
        if (!device) return;
        dispatch(pushApi.util.updateQueryData('getPushDevices', undefined, (devices) => devices.map((known) => (known.id === device.id ? device : known))));
      },
      invalidatesTags: [DEVICES],
    }),
    endPush: build.mutation<void, PushHolder>({
      query: (body) => route('delete', '/api/push/subscriptions', { body }),
      invalidatesTags: [DEVICES],
    }),
    setPushStars: build.mutation<void, PushHolder & { session_ids: number[] }>({
      query: (body) => route('put', '/api/push/subscriptions/sessions', { body }),
    }),
    /** "Mute this session" undone: the device is told of the session again. */
    unmutePushSession: build.mutation<void, PushHolder & { sessionId: number }>({
      query: ({ sessionId, ...body }) => route('delete', MUTED, { path: { sessionId }, body }),
      invalidatesTags: [DEVICES],
    }),
    sendTestPush: build.mutation<void, PushHolder>({
      query: (body) => route('post', '/api/push/test', { body }),
      invalidatesTags: (_result, error) => (error && 'status' in error && error.status === 410 ? [DEVICES] : []),
    }),
    getPushDevices: build.query<PushDevice[], void>({
      query: () => route('get', '/api/push/devices'),
      transformResponse: (answer: Answer<'/api/push/devices', 'get'>) => answer.devices,
      providesTags: [DEVICES],
    }),
    removePushDevice: build.mutation<void, number>({
      query: (id) => route('delete', ONE_DEVICE, { path: { id } }),
      invalidatesTags: [DEVICES],
    }),
  }),
});

export const {
  useGetPushKeyQuery,
  useSubscribePushMutation,
  useEndPushMutation,
  useSetPushStarsMutation,
  useUnmutePushSessionMutation,
  useSendTestPushMutation,
  useGetPushDevicesQuery,
  useRemovePushDeviceMutation,
} = pushApi;
