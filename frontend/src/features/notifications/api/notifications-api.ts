import { api } from '@/lib/api';
import { route, type Answer } from '@/lib/api-routes';
import { getSocket } from '@/lib/socket';
import type { AppNotification } from '@/types/api';

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<Answer<'/api/notifications', 'get'>, void>({
      query: () => route('get', '/api/notifications'),
      providesTags: ['Notifications'],
      // Streaming update: a pushed notification is added at once instead of waiting for the next poll.
      async onCacheEntryAdded(_arg, { updateCachedData, cacheDataLoaded, cacheEntryRemoved }) {
        const socket = getSocket();
        // A new notice goes on top; an extended one (several changes gathered into one notice) replaces its old
        // text and moves up, unread again.
        const upsert = (notification: AppNotification) =>
          updateCachedData((draft) => {
            const index = draft.findIndex((n) => n.id === notification.id);
            if (index >= 0) draft.splice(index, 1);
            draft.unshift(notification);
          });
        try {
          await cacheDataLoaded;
          socket.on('notification.created', upsert);
          socket.on('notification.updated', upsert);
        } catch {
          // The entry went away before its first load.
        }
        await cacheEntryRemoved;
        socket.off('notification.created', upsert);
        socket.off('notification.updated', upsert);
      },
    }),
    markNotificationRead: build.mutation<Answer<'/api/notifications/{id}/read', 'post'>, number>({
      query: (id) => route('post', '/api/notifications/{id}/read', { path: { id } }),
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
    markAllNotificationsRead: build.mutation<Answer<'/api/notifications/read-all', 'post'>, void>({
      query: () => route('post', '/api/notifications/read-all'),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          notificationsApi.util.updateQueryData('getNotifications', undefined, (draft) => {
            for (const notification of draft) notification.read = true;
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

export const { useGetNotificationsQuery, useMarkNotificationReadMutation, useMarkAllNotificationsReadMutation } = notificationsApi;
