import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module.js';
import { CfpController } from './cfp.controller.js';
import { CfpService } from './cfp.service.js';

@Module({ imports: [SettingsModule], controllers: [CfpController], providers: [CfpService] })
export class CfpModule {}
