import { Module } from '@nestjs/common';
import { PublicNewsController } from './public-news.controller.js';

@Module({ controllers: [PublicNewsController] })
export class NewsModule {}
