// The dead letters for admins: what failed for good and why, and sending one again (FailedMail).
import { Controller, Get, Param, Post } from '@nestjs/common';
import { Roles } from '../http/decorators.js';
import { IdPipe } from '../http/id.pipe.js';
import { z } from 'zod';
import { Answers, Section, Summary } from '../http/openapi.js';
import { dateTime, id } from '../views/fields.js';
import { FailedMail } from './failed-mail.service.js';

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

@Roles('admin')
@Section('Mail (organisers)')
@Controller('api/admin/mail')
export class AdminMailController {
  constructor(private readonly failedMail: FailedMail) {}

  @Get('failed')
  @Summary('Mail that failed for good, and why')
  @Answers(z.array(UndeliveredMailView))
  failed() {
    return this.failedMail.list();
  }

  @Post(':id/retry')
  @Summary('Send a failed mail again')
  @Answers(UndeliveredMailView.extend({ status: z.enum(['pending']) }))
  retry(@Param('id', IdPipe) id: number) {
    return this.failedMail.retry(id);
  }
}
