import { Module } from '@nestjs/common';
import { NewsController } from './news.controller.js';
import { NewsService } from './news.service.js';
import { NewsPushService } from './news-push.service.js';

@Module({ controllers: [NewsController], providers: [NewsService, NewsPushService], exports: [NewsService] })
export class NewsModule {}
