import { Injectable } from '@nestjs/common';
import { DomainEvents, type PublicSettings } from '../events/domain-events.js';
import { PrismaService } from '../prisma/database.js';

const SETTINGS_ID = 1;

@Injectable()
export class SettingsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly events: DomainEvents,
  ) {}

  private row() {
    return this.prisma.conferenceSettings.upsert({ where: { id: SETTINGS_ID }, create: { id: SETTINGS_ID }, update: {} });
  }

  async get(): Promise<PublicSettings> {
    const row = await this.row();
    return { accepting_cfp: row.accepting_cfp, accepting_sponsors: row.accepting_sponsors };
  }

  async heroContent(): Promise<string> {
    return (await this.row()).hero_content;
  }

  async update(changes: Partial<PublicSettings>): Promise<PublicSettings> {
    const row = await this.prisma.conferenceSettings.upsert({
      where: { id: SETTINGS_ID },
      create: { id: SETTINGS_ID, ...changes },
      update: changes,
    });
    const settings = { accepting_cfp: row.accepting_cfp, accepting_sponsors: row.accepting_sponsors };
    this.events.emit('settings.updated', { settings });
    return settings;
  }
}
