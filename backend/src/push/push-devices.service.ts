// The devices that receive push notifications (issue 44): a browser's subscription, of an account or anonymous.
// The subscription's secret (`keys.auth`) stands for the device: whoever holds it (the browser) may update or end
// it; an account lists and removes its own devices by id.
import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import type { Prisma, PushSubscription } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/database.js';
import type { EndPushSubscriptionDto, PushSubscriptionDto } from './push.dto.js';
import { isPushServiceEndpoint } from './push-services.js';
import { DEFAULT_TOPICS } from './push-topics.js';
import type { Language } from '../i18n/languages.js';

/** Devices per account: a 21st replaces the one used least recently (a lost phone need not be removed first). */
export const MAX_DEVICES = 20;
/** Muted sessions kept per device. */
const MAX_MUTED = 1000;
const USER_AGENT_MAX = 512;

export interface Subscriber {
  userId: number | null;
  userAgent: string;
  /** The page's language, for a device that does not say its own. */
  language: Language;
}

@Injectable()
export class PushDevices {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Stores a browser's subscription, or updates the one it already has (then `created` is false). The device belongs
   * to whoever is signed in on it now: signed out, it becomes anonymous, so a shared computer stops telling the last
   * account's news. A subscription that replaces one the push service ended (`replaces`, named by its endpoint and
   * secret) takes over what the old one had: its account, choices, stars and muted sessions, and what was still to
   * be told; the old one ends.
   */
  async subscribe(dto: PushSubscriptionDto, by: Subscriber): Promise<{ device: PushSubscription; created: boolean }> {
    if (!isPushServiceEndpoint(dto.endpoint, this.config.push.serviceOrigins)) {
      throw new BadRequestException(/*i18n*/ "endpoint must be the address of a browser's push service");
    }
    return this.prisma.$transaction(async (tx) => {
      const known = await tx.pushSubscription.findUnique({ where: { endpoint: dto.endpoint } });
      if (known && known.auth !== dto.keys.auth) {
        throw new ConflictException(/*i18n*/ 'This subscription is already registered with other keys');
      }
      const replaced =
        dto.replaces && dto.replaces.endpoint !== dto.endpoint ? await tx.pushSubscription.findUnique({ where: { endpoint: dto.replaces.endpoint } }) : null;
      const old = replaced && replaced.auth === dto.replaces?.keys.auth ? replaced : null;
      const userId = by.userId ?? old?.user_id ?? null;
      const sessionIds = dto.session_ids ?? (userId === null ? old?.session_ids : undefined);
      const fields = {
        p256dh: dto.keys.p256dh,
        user_id: userId,
        ...((dto.topics ?? old?.topics) && { topics: [...new Set(dto.topics ?? old?.topics)] }),
        ...((dto.reminder_minutes !== undefined || old) && {
          reminder_minutes: dto.reminder_minutes !== undefined ? dto.reminder_minutes : old!.reminder_minutes,
        }),
        ...((dto.language ?? old?.language) && { language: dto.language ?? old!.language }),
        // An account's device follows the account's saved sessions.
        ...((userId !== null || sessionIds) && { session_ids: userId === null ? [...new Set(sessionIds)] : [] }),
        ...(old && { muted_session_ids: [...new Set([...(known?.muted_session_ids ?? []), ...old.muted_session_ids])] }),
        user_agent: by.userAgent.slice(0, USER_AGENT_MAX),
        expiration_time: dto.expirationTime ? new Date(dto.expirationTime) : null,
        last_used_at: new Date(),
      };
      const device = known
        ? await tx.pushSubscription.update({ where: { id: known.id }, data: fields })
        : await tx.pushSubscription.create({ data: { endpoint: dto.endpoint, auth: dto.keys.auth, topics: DEFAULT_TOPICS, language: by.language, ...fields } });
      if (old) await this.handOver(tx, old.id, device.id);
      if (userId !== null) {
        const extra = await tx.pushSubscription.findMany({
          where: { user_id: userId },
          orderBy: [{ last_used_at: 'desc' }, { id: 'desc' }],
          skip: MAX_DEVICES,
          select: { id: true },
        });
        if (extra.length) await tx.pushSubscription.deleteMany({ where: { id: { in: extra.map((e) => e.id) } } });
      }
      return { device, created: !known };
    });
  }

  /** What the ended subscription `from` still had to be told goes to `to`; then `from` ends. */
  private async handOver(tx: Prisma.TransactionClient, from: number, to: number): Promise<void> {
    await tx.sessionChangeNotice.updateMany({ where: { subscription_id: from, mailed_at: null }, data: { subscription_id: to } });
    // Pushes the new device has not got already (one per change and device: the key).
    await tx.$executeRaw`
      UPDATE push_outbox o SET subscription_id = ${to}, status = 'pending', lease_until = NULL, next_attempt_at = NULL
      WHERE o.subscription_id = ${from} AND o.status IN ('pending', 'sending')
        AND NOT EXISTS (SELECT 1 FROM push_outbox n WHERE n.subscription_id = ${to} AND n.key = o.key)`;
    await tx.pushSubscription.delete({ where: { id: from } });
  }

  /** Stops or resumes telling a device of one session ("Mute this session" on its notification). */
  async mute(holder: EndPushSubscriptionDto, sessionId: number, muted: boolean): Promise<void> {
    const device = await this.held(holder);
    const ids = new Set(device.muted_session_ids);
    if (muted) ids.add(sessionId);
    else ids.delete(sessionId);
    // Muting is kept for the sessions of one programme: the oldest go first past the limit.
    const kept = [...ids].slice(-MAX_MUTED);
    await this.prisma.pushSubscription.update({ where: { id: device.id }, data: { muted_session_ids: kept, last_used_at: new Date() } });
  }

  /** The device its browser names by endpoint and secret; 404 when there is none. */
  async held(holder: EndPushSubscriptionDto): Promise<PushSubscription> {
    const device = await this.prisma.pushSubscription.findUnique({ where: { endpoint: holder.endpoint } });
    if (!device || device.auth !== holder.keys.auth) throw new NotFoundException(/*i18n*/ 'No such push subscription');
    return device;
  }

  async end(holder: EndPushSubscriptionDto): Promise<void> {
    const device = await this.held(holder);
    await this.prisma.pushSubscription.deleteMany({ where: { id: device.id, auth: holder.keys.auth } });
  }

  /** An anonymous device's stars (an account's device follows the account's saved sessions: 409). */
  async setStars(holder: EndPushSubscriptionDto, sessionIds: number[]): Promise<void> {
    const device = await this.held(holder);
    if (device.user_id !== null) throw new ConflictException(/*i18n*/ "This device follows its account's saved sessions");
    await this.prisma.pushSubscription.update({ where: { id: device.id }, data: { session_ids: [...new Set(sessionIds)], last_used_at: new Date() } });
  }

  list(userId: number): Promise<PushSubscription[]> {
    return this.prisma.pushSubscription.findMany({ where: { user_id: userId }, orderBy: [{ last_used_at: 'desc' }, { id: 'desc' }] });
  }

  async remove(userId: number, id: number): Promise<void> {
    const { count } = await this.prisma.pushSubscription.deleteMany({ where: { id, user_id: userId } });
    if (!count) throw new NotFoundException(/*i18n*/ 'No such device');
  }

  /** A subscription its push service says has ended. */
  async forget(id: number): Promise<void> {
    await this.prisma.pushSubscription.deleteMany({ where: { id } });
  }
}
