import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { IdPipe } from '../http/id.pipe.js';
import type { AuthUser } from '../views/auth-user.view.js';
import { CurrentUser, Roles } from '../http/decorators.js';
import { CreateNewsDto, UpdateNewsDto } from './news.dto.js';
import { NewsService } from './news.service.js';
import { toAdminNewsView } from './news.view.js';
import { z } from 'zod';
import { Answers, Refuses, Section, Summary } from '../http/openapi.js';
import { AdminNewsView } from './news.view.js';
import { NewsPushService } from './news-push.service.js';
import { NewsPushSentView, NewsPushView } from './news-push.view.js';

@Section('News (organisers)')
@Controller()
export class NewsController {
  constructor(
    private readonly news: NewsService,
    private readonly pushes: NewsPushService,
  ) {}

  @Roles('admin')
  @Get('api/admin/news')
  @Summary('Every news item, drafts too')
  @Answers(z.array(AdminNewsView))
  async adminList() {
    return (await this.news.listAll()).map(toAdminNewsView);
  }

  @Roles('admin')
  @Post('api/admin/news')
  @Summary('Add a news item')
  @Answers(AdminNewsView, 201)
  async create(@CurrentUser() actor: AuthUser, @Body() dto: CreateNewsDto) {
    return toAdminNewsView(await this.news.create(actor, dto));
  }

  @Roles('admin')
  @Put('api/admin/news/:id')
  @Summary('Edit a news item')
  @Answers(AdminNewsView)
  async update(@CurrentUser() actor: AuthUser, @Param('id', IdPipe) id: number, @Body() dto: UpdateNewsDto) {
    return toAdminNewsView(await this.news.update(actor, id, dto));
  }

  @Roles('admin')
  @Delete('api/admin/news/:id')
  @Summary('Delete a news item')
  @Answers(null, 204, 'Deleted')
  async remove(@CurrentUser() actor: AuthUser, @Param('id', IdPipe) id: number) {
    await this.news.remove(actor, id);
  }

  @Roles('admin')
  @Get('api/admin/news/:id/push')
  @Summary(
    'A news item as a push notification, before it is sent',
    'How it reads in each language, and how many devices told of announcements would get it now.',
  )
  @Answers(NewsPushView)
  preview(@Param('id', IdPipe) id: number) {
    return this.pushes.preview(id);
  }

  @Roles('admin')
  @Post('api/admin/news/:id/push')
  @Summary(
    'Send a news item as a push notification',
    "To every device told of announcements, in the device's language. Sent again, it reaches only devices that have not had it.",
  )
  @Answers(NewsPushSentView, 202, 'Queued for the devices counted')
  @Refuses(409, 'The item is a draft, or its publish date has not come')
  send(@CurrentUser() actor: AuthUser, @Param('id', IdPipe) id: number) {
    return this.pushes.send(actor, id);
  }
}
