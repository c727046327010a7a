// The dead letters: mail that failed for good (a permanent SMTP refusal, or every retry spent). Admins see why and
// send one again, which starts its attempts afresh.
import { ConflictException, Controller, Get, NotFoundException, Param, Post } from '@nestjs/common';
import { Roles } from '../common/decorators.js';
import { IdPipe } from '../common/id.pipe.js';
import { DomainEvents } from '../events/domain-events.js';
import { PrismaService } from '../prisma/database.js';
import { z } from 'zod';
import { Answers, dateTime, id, Section, Summary } from '../common/openapi.js';

const UndeliveredMailView = z
  .object({
    id: id(),
    to: z.string(),
    subject: z.string(),
    template: z.string(),
    attempts: z.number().int(),
    last_error: z.string().nullable(),
    created_at: dateTime(),
  })
  .meta({ id: 'UndeliveredMail', description: 'A mail that failed for good, and why.' });

const PAGE_MAX = 200;
const VIEW = { id: true, to: true, subject: true, template: true, attempts: true, last_error: true, created_at: true } as const;

@Roles('admin')
@Section('Mail (organisers)')
@Controller('api/admin/mail')
export class AdminMailController {
  constructor(
    private readonly prisma: PrismaService,
    private readonly events: DomainEvents,
  ) {}

  @Get('failed')
  @Summary('Mail that failed for good, and why')
  @Answers(z.array(UndeliveredMailView))
  failed() {
    return this.prisma.mailOutbox.findMany({ where: { status: 'failed' }, orderBy: { id: 'desc' }, take: PAGE_MAX, select: VIEW });
  }

  @Post(':id/retry')
  @Summary('Send a failed mail again')
  @Answers(UndeliveredMailView.extend({ status: z.enum(['pending']) }))
  async retry(@Param('id', IdPipe) id: number) {
    const again = await this.prisma.mailOutbox.updateMany({
      where: { id, status: 'failed' },
      data: { status: 'pending', attempts: 0, next_attempt_at: null, lease_until: null },
    });
    if (again.count === 0) {
      const row = await this.prisma.mailOutbox.findUnique({ where: { id }, select: { status: true } });
      if (!row) throw new NotFoundException('Mail not found');
      throw new ConflictException(`A mail that is ${row.status} cannot be retried`);
    }
    this.events.emit('mail.enqueued', { outboxIds: [id] });
    return this.prisma.mailOutbox.findUniqueOrThrow({ where: { id }, select: { ...VIEW, status: true } });
  }
}
