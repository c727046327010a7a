import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { IdPipe } from '../common/id.pipe.js';
import { Public, Roles } from '../common/decorators.js';
import { CreateNewsDto, UpdateNewsDto } from './news.dto.js';
import { NewsService } from './news.service.js';
import { toNewsView } from './news.view.js';

@Controller()
export class NewsController {
  constructor(private readonly news: NewsService) {}

  @Public()
  @Get('public/news')
  async publicNews() {
    return { news: (await this.news.listPublished()).map(toNewsView) };
  }

  @Roles('admin')
  @Get('api/admin/news')
  async adminList() {
    return (await this.news.listAll()).map(toNewsView);
  }

  @Roles('admin')
  @Post('api/admin/news')
  async create(@Body() dto: CreateNewsDto) {
    return toNewsView(await this.news.create(dto));
  }

  @Roles('admin')
  @Put('api/admin/news/:id')
  async update(@Param('id', IdPipe) id: number, @Body() dto: UpdateNewsDto) {
    return toNewsView(await this.news.update(id, dto));
  }

  @Roles('admin')
  @Delete('api/admin/news/:id')
  @HttpCode(204)
  async remove(@Param('id', IdPipe) id: number) {
    await this.news.remove(id);
  }
}
