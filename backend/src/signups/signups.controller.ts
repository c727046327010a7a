import { Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { CurrentUser } from '../http/decorators.js';
import { IdPipe } from '../http/id.pipe.js';
import { Answers, Refuses, Section, Summary } from '../http/openapi.js';
import type { AuthUser } from '../views/auth-user.view.js';
import { SignupsService } from './signups.service.js';
import { MySignupsView, SignupAnswerView } from './signups.views.js';

/** Seats at sessions that need sign-up (issue 46): the caller's own only; organisers see the lists in the console. */
@Section('Sign-up')
@Controller()
export class SignupsController {
  constructor(private readonly signups: SignupsService) {}

  @Post('api/sessions/:id/signup')
  @Summary('Sign up for a session: a seat while there are any, else a place in its waitlist')
  @Answers(SignupAnswerView)
  @Refuses(403, 'Only attendees with a paid registration, speakers and organisers sign up')
  @Refuses(409, 'The session needs no sign-up, is cancelled, is not open for sign-up, or overlaps one you signed up for')
  signUp(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number) {
    return this.signups.signUp(user, id);
  }

  @Delete('api/sessions/:id/signup')
  @Summary('Give up your seat or your place in line (the next in line gets the seat)')
  @Answers(null, 204, 'Given up')
  async leave(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number) {
    await this.signups.leave(user, id);
  }

  @Get('api/user/signups')
  @Summary('Your sign-ups, with a seat or your place in line')
  @Answers(MySignupsView)
  async mine(@CurrentUser() user: AuthUser) {
    return { signups: await this.signups.mine(user.id) };
  }
}
