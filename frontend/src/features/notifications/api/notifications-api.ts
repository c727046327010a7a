import { api } from '@/lib/api';
import { getSocket } from '@/lib/socket';
import type { AppNotification } from '@/types/api';

type NotificationsResponse = AppNotification[] | { notifications?: AppNotification[] };

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<AppNotification[], void>({
      query: () => '/api/notifications',
      transformResponse: (response: NotificationsResponse) =>
        Array.isArray(response) ? response : (response.notifications ?? []),
      providesTags: ['Notifications'],
      // Streaming update: a pushed notification is added at once instead of waiting for the next poll.
      async onCacheEntryAdded(_arg, { updateCachedData, cacheDataLoaded, cacheEntryRemoved }) {
        const socket = getSocket();
        const add = (notification: AppNotification) =>
          updateCachedData((draft) => {
            if (!draft.some((n) => n.id === notification.id)) draft.unshift(notification);
          });
        try {
          await cacheDataLoaded;
          socket.on('notification.created', add);
        } catch {
          // The entry went away before its first load.
        }
        await cacheEntryRemoved;
        socket.off('notification.created', add);
      },
    }),
    markNotificationRead: build.mutation<void, number>({
      query: (id) => ({ url: `/api/notifications/${id}/read`, method: 'POST' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          notificationsApi.util.updateQueryData('getNotifications', undefined, (draft) => {
            const notification = draft.find((n) => n.id === id);
            if (notification) notification.read = true;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useGetNotificationsQuery, useMarkNotificationReadMutation } = notificationsApi;
