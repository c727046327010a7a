import { Controller, Delete, Get, Header, Param, Post } from '@nestjs/common';
import { Roles } from '../http/decorators.js';
import { IdPipe } from '../http/id.pipe.js';
import { Answers, AnswersFile, Refuses, Section, Summary } from '../http/openapi.js';
import { SignupListsService } from './signup-lists.service.js';
import { SessionSignupsView, SignupAnswerView } from './signups.views.js';

/** Organisers' lists of who has a seat and who waits, per session (issue 46). */
@Roles('admin')
@Section('Sign-up (organisers)')
@Controller('api/admin/sessions/:id')
export class SignupListsController {
  constructor(private readonly lists: SignupListsService) {}

  @Get('signups')
  @Summary("A session's sign-ups: those with a seat, then the waitlist in order")
  @Answers(SessionSignupsView)
  @Refuses(404, 'No such session')
  list(@Param('id', IdPipe) id: number) {
    return this.lists.list(id);
  }

  @Post('signups/:userId/promote')
  @Summary('Move a waitlisted person to the front of the line (a free seat is theirs at once)')
  @Answers(SignupAnswerView)
  @Refuses(404, 'No such session, or the person has not signed up for it')
  @Refuses(409, 'The person already has a seat')
  promote(@Param('id', IdPipe) id: number, @Param('userId', IdPipe) userId: number) {
    return this.lists.promote(id, userId);
  }

  @Delete('signups/:userId')
  @Summary('Take someone off the session (a seat freed goes to the first in line)')
  @Answers(null, 204, 'Removed')
  @Refuses(404, 'No such session, or the person has not signed up for it')
  async remove(@Param('id', IdPipe) id: number, @Param('userId', IdPipe) userId: number) {
    await this.lists.remove(id, userId);
  }

  @Get('signups.csv')
  @Summary("A session's sign-ups as CSV")
  @AnswersFile('text/csv', 'One person per row: status, position, name, email, signed_up_at, confirmed_at')
  @Refuses(404, 'No such session')
  @Header('content-type', 'text/csv; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="signups.csv"')
  @Header('cache-control', 'private, no-store')
  csv(@Param('id', IdPipe) id: number) {
    return this.lists.csv(id);
  }
}
