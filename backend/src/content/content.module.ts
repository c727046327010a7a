import { Module } from '@nestjs/common';
import { ContentController } from './content.controller.js';
import { DemoContent } from './demo-content.js';
import { SiteContentService } from './site-content.service.js';

@Module({
  controllers: [ContentController],
  providers: [SiteContentService, DemoContent],
  exports: [SiteContentService],
})
export class ContentModule {}
