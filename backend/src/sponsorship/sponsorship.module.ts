import { Module } from '@nestjs/common';
import { ContentModule } from '../content/content.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { SponsorshipController } from './sponsorship.controller.js';
import { SponsorshipService } from './sponsorship.service.js';

@Module({ imports: [SettingsModule, ContentModule], controllers: [SponsorshipController], providers: [SponsorshipService] })
export class SponsorshipModule {}
