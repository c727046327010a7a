import { Injectable, NotFoundException } from '@nestjs/common';
import type { Announce } from '../events/durable-events.js';
import type { Notification, Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/database.js';
import { toNotificationView, type NotificationView } from '../views/notification.view.js';

export type NotificationType = NotificationView['type'];

/** A user's in-app notifications. Creating one pushes it to that user's open pages at once. */
@Injectable()
export class NotificationsService {
  constructor(private readonly prisma: PrismaService) {}

  async list(userId: number): Promise<NotificationView[]> {
    const rows = await this.prisma.notification.findMany({ where: { user_id: userId }, orderBy: { id: 'desc' }, take: 100 });
    return rows.map(toNotificationView);
  }

  /** Written inside the transaction of the change it reports; pushed to the user's open pages once that commits. */
  async create(
    tx: Prisma.TransactionClient,
    announce: Announce,
    userId: number,
    data: { type: NotificationType; title: string; message: string; link?: string },
  ): Promise<Notification> {
    const row = await tx.notification.create({ data: { user_id: userId, ...data } });
    announce('notification.created', { userId, notification: toNotificationView(row) });
    return row;
  }

  async markRead(userId: number, id: number): Promise<NotificationView> {
    // Scoped by owner: another user's notification id answers 404, as if it did not exist.
    const { count } = await this.prisma.notification.updateMany({ where: { id, user_id: userId }, data: { read: true } });
    if (count === 0) throw new NotFoundException(/*i18n*/ 'Notification not found');
    return toNotificationView(await this.prisma.notification.findUniqueOrThrow({ where: { id } }));
  }

  async markAllRead(userId: number): Promise<{ updated: number }> {
    const { count } = await this.prisma.notification.updateMany({ where: { user_id: userId, read: false }, data: { read: true } });
    return { updated: count };
  }
}
