import { useConnectionStatus } from '@/lib/connection';
import { useCurrentUser } from '@/lib/session';
import { useGetNotificationsQuery } from '../api/notifications-api';

/** Spec: 60 s. Used only while the socket is down; connected, new notifications are pushed at once. */
const POLL_INTERVAL_MS = 60_000;

/** Notifications of the signed-in user: fetched only while signed in, pushed live, polled only as a fallback. */
export function useNotifications() {
  const user = useCurrentUser();
  const connected = useConnectionStatus() === 'connected';
  const query = useGetNotificationsQuery(undefined, { skip: !user, pollingInterval: connected ? 0 : POLL_INTERVAL_MS });
  const notifications = query.data ?? [];
  return { ...query, notifications, unreadCount: notifications.filter((n) => !n.read).length };
}
