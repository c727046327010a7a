import { Injectable, NotFoundException } from '@nestjs/common';
import type { Announce } from '../events/durable-events.js';
import type { Notification, Prisma } from '../generated/prisma/client.js';
import type { Language } from '../i18n/languages.js';
import { PrismaService } from '../prisma/database.js';
import { PushOutbox } from '../push/push-outbox.js';
import type { PushTopic } from '../push/push-topics.js';
import { toNotificationView, type NotificationView } from '../views/notification.view.js';

export type NotificationType = NotificationView['type'];

/** Also pushed to the user's devices that asked for `topic`; `language` is the reader's, for the address it opens. */
export interface PushedToo {
  topic: PushTopic;
  language: Language;
}

/**
 * A user's in-app notifications. Creating one pushes it to that user's open pages at once, and, when it says so, to
 * their devices (Web Push) once the transaction commits.
 */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly pushes: PushOutbox,
  ) {}

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
    push?: PushedToo,
  ): Promise<Notification> {
    const row = await tx.notification.create({ data: { user_id: userId, ...data } });
    announce('notification.created', { userId, notification: toNotificationView(row) });
    if (push) {
      const url = `${push.language === 'de' ? '/de' : ''}${data.link ?? '/dashboard'}`;
      const body = data.message.length > 600 ? `${data.message.slice(0, 599)}…` : data.message;
      await this.pushes.toAccount(
        tx,
        userId,
        push.topic,
        `notification:${row.id}`,
        { title: data.title, body, url, tag: `notification-${row.id}` },
        {
          ttlSeconds: 7 * 86_400,
          urgency: 'normal',
        },
      );
    }
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
