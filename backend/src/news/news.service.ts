import { Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../views/auth-user.view.js';
import { AuditService } from '../audit/audit.service.js';
import { sanitizeHtml } from '../common/html.js';
import type { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/database.js';
import type { CreateNewsDto, UpdateNewsDto } from './news.dto.js';
import { toNewsView } from './news.view.js';

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
    private readonly audit: AuditService,
  ) {}

  /** Spec: only published items dated now or earlier, newest first. */
  listPublished(db: Prisma.TransactionClient = this.prisma) {
    return db.newsItem.findMany({
      where: { status: 'published', published_date: { lte: new Date() } },
      orderBy: [{ published_date: 'desc' }, { id: 'desc' }],
      take: LIST_LIMIT,
    });
  }

  /** The publish date of the next item scheduled for later, if any. */
  async nextPublication(db: Prisma.TransactionClient = this.prisma): Promise<Date | null> {
    const next = await db.newsItem.findFirst({
      where: { status: 'published', published_date: { gt: new Date() } },
      orderBy: { published_date: 'asc' },
      select: { published_date: true },
    });
    return next?.published_date ?? null;
  }

  listAll() {
    return this.prisma.newsItem.findMany({ orderBy: [{ published_date: 'desc' }, { id: 'desc' }], take: LIST_LIMIT });
  }

  async create(actor: AuthUser, dto: CreateNewsDto) {
    return this.audit.change(actor, 'news', async (tx, announce) => {
      const after = await tx.newsItem.create({ data: toData(dto) as Prisma.NewsItemCreateInput });
      announce('news.changed', { ids: [after.id] });
      return { result: after, record: { entityId: after.id, summary: `News '${after.title}'`, before: null, after: toNewsView(after) } };
    });
  }

  async update(actor: AuthUser, id: number, dto: UpdateNewsDto) {
    return this.audit.change(actor, 'news', async (tx, announce) => {
      const before = await tx.newsItem.findUnique({ where: { id } });
      if (!before) throw new NotFoundException(/*i18n*/ 'News item not found');
      const after = await tx.newsItem.update({ where: { id }, data: toData(dto) });
      announce('news.changed', { ids: [id] });
      return { result: after, record: { entityId: id, summary: `News '${after.title}'`, before: toNewsView(before), after: toNewsView(after) } };
    });
  }

  async remove(actor: AuthUser, id: number) {
    await this.audit.change(actor, 'news', async (tx, announce) => {
      const before = await tx.newsItem.findUnique({ where: { id } });
      if (!before) throw new NotFoundException(/*i18n*/ 'News item not found');
      await tx.newsItem.delete({ where: { id } });
      announce('news.changed', { ids: [id] });
      return { result: null, record: { entityId: id, summary: `News '${before.title}'`, before: toNewsView(before), after: null } };
    });
  }
}
