import { Controller, Get } from '@nestjs/common';
import { Public } from '../common/decorators.js';
import { PrismaService } from '../prisma/database.js';
import { sessionWithSpeakers, toSessionView } from './session.view.js';

@Public()
@Controller('public')
export class PublicSessionsController {
  constructor(private readonly prisma: PrismaService) {}

  private async list() {
    const rows = await this.prisma.session.findMany({ include: sessionWithSpeakers, orderBy: { start_time: 'asc' } });
    return rows.map(toSessionView);
  }

  @Get('sessions')
  async sessions() {
    return { sessions: await this.list() };
  }

  @Get('schedule')
  async schedule() {
    return { schedule: await this.list() };
  }
}
