import { Module } from '@nestjs/common';
import { ContentController } from './content.controller.js';
import { SiteContentService } from './site-content.service.js';

@Module({
  controllers: [ContentController],
  providers: [SiteContentService],
  exports: [SiteContentService],
})
export class ContentModule {}
