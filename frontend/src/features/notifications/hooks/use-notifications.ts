import { useCurrentUser } from '@/lib/session';
import { useGetNotificationsQuery } from '../api/notifications-api';

const POLL_INTERVAL_MS = 60_000;

/** Notifications of the signed-in user: fetched only while signed in, polled every 60 s, pushed in between. */
export function useNotifications() {
  const user = useCurrentUser();
  const query = useGetNotificationsQuery(undefined, { skip: !user, pollingInterval: POLL_INTERVAL_MS });
  const notifications = query.data ?? [];
  return { ...query, notifications, unreadCount: notifications.filter((n) => !n.read).length };
}
