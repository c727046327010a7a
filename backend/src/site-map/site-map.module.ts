import { Module } from '@nestjs/common';
import { EditionsModule } from '../editions/editions.module.js';
import { PublicReadModelModule } from '../public-read-model/public-read-model.module.js';
import { SiteMapController } from './site-map.controller.js';

@Module({ imports: [EditionsModule, PublicReadModelModule], controllers: [SiteMapController] })
export class SiteMapModule {}
