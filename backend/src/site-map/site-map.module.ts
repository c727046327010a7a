import { Module } from '@nestjs/common';
import { EditionsModule } from '../editions/editions.module.js';
import { SiteMapController } from './site-map.controller.js';

@Module({ imports: [EditionsModule], controllers: [SiteMapController] })
export class SiteMapModule {}
