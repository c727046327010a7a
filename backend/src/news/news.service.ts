import { Injectable } from '@nestjs/common';
import { sanitizeHtml } from '../common/html.js';
import { DomainEvents } from '../events/domain-events.js';
import type { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/database.js';
import type { CreateNewsDto, UpdateNewsDto } from './news.dto.js';

const LIST_LIMIT = 1000;

function toData(dto: UpdateNewsDto): Prisma.NewsItemUpdateInput {
  const { content, published_date, ...rest } = dto;
  return {
    ...rest,
    ...(content !== undefined && { content: sanitizeHtml(content) }),
    ...(published_date !== undefined && { published_date: new Date(published_date) }),
  };
}

@Injectable()
export class NewsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly events: DomainEvents,
  ) {}

  /** Spec: only published items dated now or earlier, newest first. */
  listPublished() {
    return this.prisma.newsItem.findMany({
      where: { status: 'published', published_date: { lte: new Date() } },
      orderBy: [{ published_date: 'desc' }, { id: 'desc' }],
      take: LIST_LIMIT,
    });
  }

  listAll() {
    return this.prisma.newsItem.findMany({ orderBy: [{ published_date: 'desc' }, { id: 'desc' }], take: LIST_LIMIT });
  }

  async create(dto: CreateNewsDto) {
    const item = await this.prisma.newsItem.create({ data: toData(dto) as Prisma.NewsItemCreateInput });
    this.events.emit('news.changed', { ids: [item.id] });
    return item;
  }

  async update(id: number, dto: UpdateNewsDto) {
    const item = await this.prisma.newsItem.update({ where: { id }, data: toData(dto) });
    this.events.emit('news.changed', { ids: [id] });
    return item;
  }

  async remove(id: number) {
    await this.prisma.newsItem.delete({ where: { id } });
    this.events.emit('news.changed', { ids: [id] });
  }
}
