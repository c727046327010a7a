import { Inject, Injectable } from '@nestjs/common';
import type { AuthUser } from '../common/auth-user.js';
import { AuditService } from '../audit/audit.service.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DEFAULT_HERO_CONTENT } from '../content/site-content.defaults.js';
import type { AdminSettings, PublicSettings } from '../common/settings.view.js';
import type { ConferenceSettings, Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/database.js';

const SETTINGS_ID = 1;

/** What everyone may know of the settings row. */
export const publicSettings = (row: ConferenceSettings): PublicSettings => ({
  accepting_cfp: row.accepting_cfp,
  accepting_sponsors: row.accepting_sponsors,
  review_phase: row.review_phase,
});

/** What organisers see and edit of it. */
const adminSettings = (row: ConferenceSettings): AdminSettings => ({
  ...publicSettings(row),
  feedback_requires_payment: row.feedback_requires_payment,
});

/**
 * The one settings row, created on first use. Prisma's upsert reads, then inserts, so two first uses at once could
 * collide; an insert that skips an existing row (ON CONFLICT DO NOTHING) cannot.
 */
export async function settingsRow(db: Prisma.TransactionClient) {
  const row = await db.conferenceSettings.findUnique({ where: { id: SETTINGS_ID } });
  if (row) return row;
  await db.conferenceSettings.createMany({ data: [{ id: SETTINGS_ID }], skipDuplicates: true });
  return db.conferenceSettings.findUniqueOrThrow({ where: { id: SETTINGS_ID } });
}

@Injectable()
export class SettingsService {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
  ) {}

  row(db: Prisma.TransactionClient = this.prisma) {
    return settingsRow(db);
  }

  async get(db: Prisma.TransactionClient = this.prisma): Promise<PublicSettings> {
    return publicSettings(await this.row(db));
  }

  async forAdmin(): Promise<AdminSettings> {
    return adminSettings(await this.row());
  }

  /** The home overview's HTML block; the default text until organisers write their own. */
  async heroContent(db: Prisma.TransactionClient = this.prisma): Promise<string> {
    const stored = (await this.row(db)).hero_content.trim();
    return (stored || DEFAULT_HERO_CONTENT).replaceAll('{product}', this.config.productName);
  }

  /** The switches are saved together (spec); the change reaches every open page at once. */
  async update(actor: AuthUser, changes: Partial<AdminSettings>): Promise<AdminSettings> {
    return this.audit.change(actor, 'settings', async (tx, announce) => {
      const before = await settingsRow(tx);
      const row = await tx.conferenceSettings.update({ where: { id: SETTINGS_ID }, data: changes });
      const after = adminSettings(row);
      const previous = adminSettings(before);
      announce('settings.updated', { settings: publicSettings(row) });
      return { result: after, record: { entityId: SETTINGS_ID, summary: 'Conference settings', before: previous, after } };
    });
  }
}
