import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { z } from 'zod';
import type { AuthUser } from '../views/auth-user.view.js';
import { CurrentUser, RequestLanguage, Roles } from '../http/decorators.js';
import { say } from '../i18n/error-text.js';
import type { Language } from '../i18n/languages.js';
import { IdPipe } from '../http/id.pipe.js';
import { Answers, Section, Summary } from '../http/openapi.js';
import { FeedbackDto } from './feedback.dto.js';
import { FeedbackService } from './feedback.service.js';
import { FeedbackEligibilityView, MyFeedbackView, SessionFeedbackView } from './feedback.views.js';

@Section('Session feedback')
@Controller()
export class FeedbackController {
  constructor(private readonly feedback: FeedbackService) {}

  @Roles('user', 'speaker')
  @Get('api/user/feedback')
  @Summary('Your ratings of sessions')
  @Answers(z.array(MyFeedbackView))
  mine(@CurrentUser() user: AuthUser) {
    return this.feedback.mine(user);
  }

  @Roles('user', 'speaker')
  @Get('api/user/feedback/eligibility')
  @Summary('Whether you may rate sessions, and if not why')
  @Answers(FeedbackEligibilityView)
  async eligibility(@CurrentUser() user: AuthUser, @RequestLanguage() language: Language) {
    const { can_rate, detail } = await this.feedback.eligibility(user);
    return { can_rate, detail: detail === null ? null : say(detail, language) };
  }

  @Roles('user', 'speaker')
  @Put('api/user/feedback/:sessionId')
  @Summary('Rate a session you attended (1-5, once it ended; again to change it; needs a confirmed address and a paid registration)')
  @Answers(MyFeedbackView)
  rate(@CurrentUser() user: AuthUser, @Param('sessionId', IdPipe) sessionId: number, @Body() dto: FeedbackDto) {
    return this.feedback.rate(user, sessionId, dto);
  }

  @Roles('speaker')
  @Get('api/speaker/feedback')
  @Summary("Your sessions' ratings and comments (not who gave them)")
  @Answers(z.array(SessionFeedbackView))
  speaker(@CurrentUser() user: AuthUser) {
    return this.feedback.forSpeaker(user);
  }

  @Roles('admin')
  @Get('api/admin/feedback')
  @Summary("Every session's ratings and comments")
  @Answers(z.array(SessionFeedbackView))
  all() {
    return this.feedback.all();
  }
}
