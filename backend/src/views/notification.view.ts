import { z } from 'zod';
import { dateTime, id } from './fields.js';
import type { Notification } from '../generated/prisma/client.js';

export const NotificationView = z
  .object({
    id: id(),
    type: z.enum(['success', 'error', 'warning', 'info']),
    title: z.string(),
    message: z.string(),
    timestamp: dateTime(),
    read: z.boolean(),
    link: z.string().nullable().meta({ description: 'Where the notification leads (a path on this site), when it is about something specific.' }),
  })
  .meta({ id: 'Notification', description: 'An in-app notification, as listed and as pushed (`notification`).' });
export type NotificationView = z.output<typeof NotificationView>;

export function toNotificationView(n: Notification): NotificationView {
  return {
    id: n.id,
    type: n.type as NotificationView['type'],
    title: n.title,
    message: n.message,
    timestamp: n.created_at.toISOString(),
    read: n.read,
    link: n.link,
  };
}
