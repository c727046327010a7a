import { Inject, Injectable } from '@nestjs/common';
import { invalidFields } from '../common/api-error.js';
import type { AuthUser } from '../common/auth-user.js';
import { AuditService } from '../audit/audit.service.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/database.js';
import { SITE_CONTENT_DEFAULTS } from './site-content.defaults.js';
import { SITE_CONTENT_KEYS, siteContentSchema, type SiteContent, type SiteContentKey } from './site-content.schema.js';
import type { ErrorText } from '../common/error-text.js';
import { zodWordingFor } from '../common/request-errors.js';

/** Replaces `{product}` in every string of a JSON value. */
function withProductName<T>(value: T, productName: string): T {
  if (typeof value === 'string') return value.replaceAll('{product}', productName) as T;
  if (Array.isArray(value)) return value.map((v) => withProductName(v, productName)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withProductName(v, productName)])) as T;
  }
  return value;
}

export function isSiteContentKey(key: string): key is SiteContentKey {
  return (SITE_CONTENT_KEYS as string[]).includes(key);
}

@Injectable()
export class SiteContentService {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
  ) {}

  /** Stored values over the defaults; a stored value that no longer fits the schema falls back to the default. */
  async raw(db: Prisma.TransactionClient = this.prisma): Promise<SiteContent> {
    const rows = await db.siteContent.findMany();
    const content: Record<string, unknown> = { ...SITE_CONTENT_DEFAULTS };
    for (const row of rows) {
      if (!isSiteContentKey(row.key)) continue;
      const parsed = siteContentSchema.shape[row.key].safeParse(row.value);
      if (parsed.success) content[row.key] = parsed.data;
    }
    return content as SiteContent;
  }

  /** The content as visitors get it, with the event's name filled in. */
  async published(db: Prisma.TransactionClient = this.prisma): Promise<SiteContent & { product_name: string }> {
    return { product_name: this.config.productName, ...withProductName(await this.raw(db), this.config.productName) };
  }

  async set<K extends SiteContentKey>(actor: AuthUser, key: K, value: unknown): Promise<SiteContent[K]> {
    const said = new Map<string, ErrorText>();
    const parsed = siteContentSchema.shape[key].safeParse(value, { error: zodWordingFor(said) });
    if (!parsed.success) {
      const msg = (issue: { message: string }) => said.get(issue.message) ?? issue.message;
      throw invalidFields(parsed.error.issues.map((issue) => ({ loc: ['body', 'value', ...issue.path.map(String)], msg: msg(issue), type: issue.code })));
    }
    const json = parsed.data === null ? Prisma.JsonNull : (parsed.data as Prisma.InputJsonValue);
    await this.audit.change(actor, 'site_content', async (tx, announce) => {
      const before = await tx.siteContent.findUnique({ where: { key } });
      await tx.siteContent.upsert({ where: { key }, create: { key, value: json }, update: { value: json } });
      const record = {
        entityId: key,
        summary: `Site content '${key}'`,
        before: { value: before ? before.value : SITE_CONTENT_DEFAULTS[key] },
        after: { value: parsed.data },
      };
      announce('content.changed', { keys: [key] });
      return { result: null, record };
    });
    return parsed.data as SiteContent[K];
  }
}
