import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module.js';
import { SponsorshipController } from './sponsorship.controller.js';
import { SponsorshipService } from './sponsorship.service.js';

@Module({ imports: [SettingsModule], controllers: [SponsorshipController], providers: [SponsorshipService] })
export class SponsorshipModule {}
