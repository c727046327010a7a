import { isDeepStrictEqual } from 'node:util';
import { Inject, Injectable } from '@nestjs/common';
import { invalidFields } from '../http/api-error.js';
import type { AuthUser } from '../views/auth-user.view.js';
import { AuditService } from '../audit/audit.service.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/database.js';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages.js';
import { SITE_CONTENT_DEFAULTS } from './site-content.defaults.js';
import { SITE_CONTENT_DEFAULTS_DE } from './site-content.defaults.de.js';
import { SITE_CONTENT_KEYS, siteContentSchema, type SiteContent, type SiteContentKey } from './site-content.schema.js';
import type { ErrorText } from '../i18n/error-text.js';
import { zodWordingFor } from '../http/request-errors.js';

/** Replaces `{product}` in every string of a JSON value. */
function withProductName<T>(value: T, productName: string): T {
  if (typeof value === 'string') return value.replaceAll('{product}', productName) as T;
  if (Array.isArray(value)) return value.map((v) => withProductName(v, productName)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withProductName(v, productName)])) as T;
  }
  return value;
}

/**
 * A translation of the sponsorship packages gives their words; which packages, their prices and counts are the
 * default language's (an organiser who changes a price or drops a package changes it in every language).
 */
function packagesIn(translated: SiteContent['sponsorship_packages'], own: SiteContent['sponsorship_packages']): SiteContent['sponsorship_packages'] {
  const words = new Map(translated.packages.map((p) => [p.tier, p]));
  return {
    ...own,
    packages: own.packages.map((p) => {
      const said = words.get(p.tier);
      return said ? { ...p, name: said.name, speaker_slot: said.speaker_slot } : p;
    }),
  };
}

/** What a key without a stored row says, in each language. */
export const SITE_CONTENT_DEFAULTS_BY_LANGUAGE: Record<Language, SiteContent> = { en: SITE_CONTENT_DEFAULTS, de: SITE_CONTENT_DEFAULTS_DE };

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

  /**
   * Stored values over the defaults, in `language`. A key without a stored row reads that language's default. A key
   * with a row reads its value in that language where one is stored, else its default-language value — never the
   * language's default then: the organisers changed the English text, and a German default would say the old one.
   * A stored English value equal to the English default is no change (a form saved as it was, a translation set and
   * removed again): the key goes on reading the language's default. A stored value that no longer fits the schema
   * falls back to the language's default.
   */
  async raw(db: Prisma.TransactionClient = this.prisma, language: Language = DEFAULT_LANGUAGE): Promise<SiteContent> {
    return (await this.rawByLanguage(db, [language]))[language];
  }

  /** The same in each of `languages`, read once. */
  async rawByLanguage(db: Prisma.TransactionClient, languages: readonly Language[] = LANGUAGES): Promise<Record<Language, SiteContent>> {
    const rows = await db.siteContent.findMany();
    const byLanguage = {} as Record<Language, SiteContent>;
    for (const language of languages) {
      const content: Record<string, unknown> = { ...SITE_CONTENT_DEFAULTS_BY_LANGUAGE[language] };
      for (const row of rows) {
        if (!isSiteContentKey(row.key) || row.key === 'sponsorship_packages') continue;
        const translated = language === DEFAULT_LANGUAGE ? undefined : (row.translations as Record<string, unknown> | null)?.[language];
        const schema = siteContentSchema.shape[row.key];
        const parsed = translated === undefined ? undefined : schema.safeParse(translated);
        if (parsed?.success) {
          content[row.key] = parsed.data;
          continue;
        }
        const own = schema.safeParse(row.value);
        if (own.success && !isDeepStrictEqual(own.data, SITE_CONTENT_DEFAULTS[row.key])) content[row.key] = own.data;
      }
      byLanguage[language] = content as SiteContent;
    }
    this.readPackages(rows, byLanguage);
    return byLanguage;
  }

  /**
   * The packages in each language: the stored ones (else the default) with the words of that language's translation,
   * else of its default, for the same tier.
   */
  private readPackages(rows: { key: string; value: unknown; translations: unknown }[], byLanguage: Record<Language, SiteContent>) {
    const schema = siteContentSchema.shape.sponsorship_packages;
    const row = rows.find((r) => r.key === 'sponsorship_packages');
    const own = (row && schema.safeParse(row.value).data) || SITE_CONTENT_DEFAULTS.sponsorship_packages;
    for (const language of Object.keys(byLanguage) as Language[]) {
      if (language === DEFAULT_LANGUAGE) {
        byLanguage[language].sponsorship_packages = own;
        continue;
      }
      const translated = schema.safeParse((row?.translations as Record<string, unknown> | null)?.[language]).data;
      byLanguage[language].sponsorship_packages = packagesIn(translated ?? SITE_CONTENT_DEFAULTS_BY_LANGUAGE[language].sponsorship_packages, own);
    }
  }

  /** The content as visitors of each language get it, with the event's name filled in. */
  async published(db: Prisma.TransactionClient = this.prisma): Promise<Record<Language, SiteContent & { product_name: string }>> {
    const name = this.config.productName;
    const raw = await this.rawByLanguage(db);
    return Object.fromEntries(LANGUAGES.map((l) => [l, { product_name: name, ...withProductName(raw[l], name) }])) as Record<
      Language,
      SiteContent & { product_name: string }
    >;
  }

  /**
   * Sets one key's value in `language`. In another language than the default, `null` removes that language's
   * value (the key reads the default language's again).
   */
  async set<K extends SiteContentKey>(actor: AuthUser, key: K, value: unknown, language: Language = DEFAULT_LANGUAGE): Promise<SiteContent[K]> {
    if (language !== DEFAULT_LANGUAGE) return this.setTranslation(actor, key, value, language);
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

  private async setTranslation<K extends SiteContentKey>(actor: AuthUser, key: K, value: unknown, language: Language): Promise<SiteContent[K]> {
    const said = new Map<string, ErrorText>();
    const parsed = value === null ? null : siteContentSchema.shape[key].safeParse(value, { error: zodWordingFor(said) });
    if (parsed && !parsed.success) {
      const msg = (issue: { message: string }) => said.get(issue.message) ?? issue.message;
      throw invalidFields(parsed.error.issues.map((issue) => ({ loc: ['body', 'value', ...issue.path.map(String)], msg: msg(issue), type: issue.code })));
    }
    return this.audit.change(actor, 'site_content', async (tx, announce) => {
      const row = await tx.siteContent.findUnique({ where: { key } });
      const translations = { ...((row?.translations as Record<string, unknown> | null) ?? {}) };
      const before = translations[language] ?? null;
      if (parsed) translations[language] = parsed.data;
      else delete translations[language];
      const json = translations as Prisma.InputJsonValue;
      const defaultValue = (row ? row.value : SITE_CONTENT_DEFAULTS[key]) as Prisma.InputJsonValue;
      await tx.siteContent.upsert({
        where: { key },
        create: { key, value: defaultValue ?? Prisma.JsonNull, translations: json },
        update: { translations: json },
      });
      announce('content.changed', { keys: [key] });
      const record = { entityId: key, summary: `Site content '${key}' (${language})`, before: { value: before }, after: { value: parsed?.data ?? null } };
      const result = (parsed ? parsed.data : (await this.raw(tx, language))[key]) as SiteContent[K];
      return { result, record };
    });
  }
}
