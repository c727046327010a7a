// Organisers' announcements as a push (issue 44): a published news item is sent to every device that asked to be
// told of announcements, in the device's language, opening the item's page. One INSERT … SELECT per language queues
// the pushes in push_outbox inside the audited change (ten thousand devices are one statement, not ten thousand);
// the key `news:{id}` is unique per device, so sending again reaches only the devices not told yet. The push relay
// (push/push-relay.ts) sends them.
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../views/auth-user.view.js';
import { AuditService } from '../audit/audit.service.js';
import { plainText } from '../common/html.js';
import { currentRequestId } from '../common/request-context.js';
import { Prisma, type NewsItem } from '../generated/prisma/client.js';
import { DEFAULT_LANGUAGE, LANGUAGES, pathIn, type Language } from '../i18n/languages.js';
import { OTHER_LANGUAGES, inLanguage } from '../i18n/translations.js';
import { PrismaService } from '../prisma/database.js';
import type { PushMessage } from '../push/push-sender.js';
import type { NewsPushView } from './news-push.view.js';
import { NEWS_TEXTS } from './news.view.js';

/** About this many characters of the content show in the notification. */
export const PUSH_BODY_LENGTH = 180;
/** An announcement is kept for a device that is offline for a day; after that it is old news. */
const TTL_SECONDS = 24 * 60 * 60;
const TOPIC = 'announcements';

/** A device's language as the pushes have it: one of ours, else the default. */
const DEVICE_LANGUAGE = Prisma.sql`(CASE WHEN d.language IN (${Prisma.join(OTHER_LANGUAGES)}) THEN d.language ELSE ${DEFAULT_LANGUAGE} END)`;

const pushKey = (id: number) => `news:${id}`;
const tagOf = (id: number) => `news-${id}`;

/** Text cut to about `length` characters at a word, with an ellipsis; text that fits is kept whole. */
export function shortened(text: string, length = PUSH_BODY_LENGTH): string {
  const chars = Array.from(text);
  if (chars.length <= length) return text;
  const cut = chars.slice(0, length - 1).join('');
  const space = cut.lastIndexOf(' ');
  const kept = space > length * 0.6 ? cut.slice(0, space) : cut;
  return `${kept.replace(/[\s.,;:!?–-]+$/u, '')}…`;
}

/** The notification a reader of `language` gets for the item. */
export function newsPushMessage(item: NewsItem, language: Language): PushMessage & { tag: string } {
  const texts = inLanguage(item, language, NEWS_TEXTS);
  return { title: texts.title, body: shortened(plainText(texts.content)), url: pathIn(`/news/${item.id}`, language), tag: tagOf(item.id) };
}

@Injectable()
export class NewsPushService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly audit: AuditService,
  ) {}

  /** The notification in each language, and how many devices would get it now (and have had it already). */
  async preview(id: number): Promise<NewsPushView> {
    const item = await this.prisma.newsItem.findUnique({ where: { id } });
    if (!item) throw new NotFoundException(/*i18n*/ 'News item not found');
    const counts = await this.prisma.$queryRaw<{ language: string; devices: number; told: number }[]>`
      SELECT ${DEVICE_LANGUAGE} AS language,
        (count(*) FILTER (WHERE ${TOPIC} = ANY(d.topics) AND o.id IS NULL))::int AS devices,
        count(o.id)::int AS told
      FROM push_subscriptions d
      LEFT JOIN push_outbox o ON o.subscription_id = d.id AND o.key = ${pushKey(id)}
      GROUP BY 1`;
    const countIn = (language: Language) => counts.find((c) => c.language === language)?.devices ?? 0;
    const previews = LANGUAGES.map((language) => ({ language, ...newsPushMessage(item, language), devices: countIn(language) }));
    return {
      devices: previews.reduce((sum, p) => sum + p.devices, 0),
      already_told: counts.reduce((sum, c) => sum + c.told, 0),
      previews,
    };
  }

  /** Queues the item's push for every device told of announcements that has not had it; answers how many. */
  async send(actor: AuthUser, id: number): Promise<{ devices: number }> {
    return this.audit.change(actor, 'news', async (tx) => {
      const item = await tx.newsItem.findUnique({ where: { id } });
      if (!item) throw new NotFoundException(/*i18n*/ 'News item not found');
      if (item.status !== 'published') throw new ConflictException(/*i18n*/ 'Publish the news item before sending it as a push');
      if (item.published_date.getTime() > Date.now())
        throw new ConflictException(/*i18n*/ 'This news item is not on the website yet: send it as a push once its publish date has come');
      const byLanguage: Partial<Record<Language, number>> = {};
      for (const language of LANGUAGES) {
        const message = newsPushMessage(item, language);
        byLanguage[language] = await tx.$executeRaw`
          INSERT INTO push_outbox (subscription_id, key, message, ttl_seconds, urgency, topic, request_id)
          SELECT d.id, ${pushKey(id)}, ${JSON.stringify(message)}::jsonb, ${TTL_SECONDS}::int, 'normal', ${tagOf(id)}, ${currentRequestId() ?? null}::text
          FROM push_subscriptions d
          WHERE ${TOPIC} = ANY(d.topics) AND ${DEVICE_LANGUAGE} = ${language}
          ON CONFLICT (subscription_id, key) DO NOTHING`;
      }
      const devices = Object.values(byLanguage).reduce((sum, n) => sum + n, 0);
      return {
        result: { devices },
        record: {
          action: 'push',
          entityId: id,
          summary: `Push of news '${item.title}' to ${devices} ${devices === 1 ? 'device' : 'devices'}`,
          before: null,
          after: { key: pushKey(id), devices, by_language: byLanguage },
        },
      };
    });
  }
}
