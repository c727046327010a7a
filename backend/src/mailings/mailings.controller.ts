// Mail to a group of speakers (organisers): preview each speaker's mail, send, follow the sending.
import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { z } from 'zod';
import type { AuthUser } from '../views/auth-user.view.js';
import { CurrentUser, Roles } from '../http/decorators.js';
import { IdPipe } from '../http/id.pipe.js';
import { MailingProgressView } from '../views/mailing.view.js';
import { Answers, Section, Summary } from '../http/openapi.js';
import { MailingDto } from './mailing.dto.js';
import { MailingPreviewView, MailingView } from './mailing.views.js';
import { MailingsService } from './mailings.service.js';

@Roles('admin')
@Section('Mail to speakers (organisers)')
@Controller('api/admin/mailings')
export class MailingsController {
  constructor(private readonly mailings: MailingsService) {}

  @Post('preview')
  @Summary("Preview the exact mail each speaker of the group will receive (with the decision mails' placeholders)")
  @Answers(MailingPreviewView)
  preview(@Body() dto: MailingDto) {
    return this.mailings.preview(dto);
  }

  @Post()
  @Summary('Write to a group of speakers: each gets their mail and a notice')
  @Answers(MailingView, 201)
  send(@CurrentUser() actor: AuthUser, @Body() dto: MailingDto) {
    return this.mailings.send(actor, dto);
  }

  @Get()
  @Summary('The recent mailings, newest first, with how far each has gone')
  @Answers(z.array(MailingView))
  list() {
    return this.mailings.list();
  }

  @Get(':id')
  @Summary("How far a mailing's mail has gone")
  @Answers(MailingProgressView)
  progress(@Param('id', IdPipe) id: number) {
    return this.mailings.progress(id);
  }
}
