import { Controller, Get } from '@nestjs/common';
import { Public } from '../common/decorators.js';
import { PrismaService } from '../prisma/database.js';

@Public()
@Controller('public')
export class PublicNewsController {
  constructor(private readonly prisma: PrismaService) {}

  /** Only published items dated now or earlier, newest first (spec: news visibility). */
  @Get('news')
  async news() {
    const rows = await this.prisma.newsItem.findMany({
      where: { status: 'published', published_date: { lte: new Date() } },
      orderBy: { published_date: 'desc' },
    });
    return {
      news: rows.map((n) => ({
        id: n.id,
        title: n.title,
        content: n.content,
        published_date: n.published_date.toISOString(),
        author: n.author,
        category: n.category,
        featured: n.featured,
        status: n.status,
      })),
    };
  }
}
