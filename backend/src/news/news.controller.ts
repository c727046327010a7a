import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { IdPipe } from '../http/id.pipe.js';
import type { AuthUser } from '../views/auth-user.view.js';
import { CurrentUser, Roles } from '../http/decorators.js';
import { CreateNewsDto, UpdateNewsDto } from './news.dto.js';
import { NewsService } from './news.service.js';
import { toAdminNewsView } from './news.view.js';
import { z } from 'zod';
import { Answers, Section, Summary } from '../http/openapi.js';
import { AdminNewsView } from './news.view.js';

@Section('News (organisers)')
@Controller()
export class NewsController {
  constructor(private readonly news: NewsService) {}

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
}
