import { randomBytes } from 'node:crypto';
import { Body, Controller, Delete, Get, Header, HttpCode, Inject, Param, Patch, Post, Put, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { CurrentUser, Public, Roles } from '../http/decorators.js';
import { IdPipe } from '../http/id.pipe.js';
import { Answers, AnswersFile, Refuses, Section, Summary } from '../http/openapi.js';
import type { AuthUser } from '../views/auth-user.view.js';
import { AskQuestionDto, ModerateQuestionDto } from './question.dto.js';
import type { Reader } from './question-rules.js';
import { MyVoteView, QuestionListView, QuestionView } from '../views/question.view.js';
import { QuestionsService } from './questions.service.js';

/** A visitor's browser: a random 128-bit id, in an httpOnly cookie the server sets when a visitor first asks or votes. */
const DEVICE = /^[0-9a-f]{32}$/;
const DEVICE_MAX_AGE = 365 * 24 * 3600;

@Section('Questions')
@Controller()
export class QuestionsController {
  private readonly cookie: string;

  constructor(
    private readonly questions: QuestionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    // Over HTTPS `__Host-` prefixed: Secure, host-only, Path=/.
    this.cookie = config.auth.cookieSecure ? '__Host-question_device' : 'question_device';
  }

  /** The reader: their account, else the browser's device cookie (when it holds a well-formed id). */
  private reader(user: AuthUser | undefined, request: FastifyRequest): Reader {
    const device = request.cookies?.[this.cookie];
    return { user: user ?? null, deviceId: !user && device && DEVICE.test(device) ? device : null };
  }

  /** A visitor's reader with a device id, the cookie set now when the browser had none (only when visitors may take part). */
  private async visitor(user: AuthUser | undefined, request: FastifyRequest, reply: FastifyReply): Promise<Reader> {
    const reader = this.reader(user, request);
    if (reader.user || reader.deviceId || !(await this.questions.visitorsAllowed())) return reader;
    const deviceId = randomBytes(16).toString('hex');
    reply.setCookie(this.cookie, deviceId, { httpOnly: true, sameSite: 'lax', secure: this.config.auth.cookieSecure, path: '/', maxAge: DEVICE_MAX_AGE });
    return { user: null, deviceId };
  }

  @Public()
  @Get('public/sessions/:id/questions')
  @Header('cache-control', 'private, no-store')
  @Summary("A session's questions: most votes first; moderators also see waiting and hidden ones, authors their own")
  @Answers(QuestionListView)
  @Refuses(404, 'No such session')
  list(@CurrentUser() user: AuthUser | undefined, @Req() request: FastifyRequest, @Param('id', IdPipe) id: number) {
    return this.questions.list(this.reader(user, request), id);
  }

  @Public()
  @Post('api/sessions/:id/questions')
  @Summary('Ask a question (signed in; visitors with a display_name when organisers allow it), while questions are open')
  @Answers(QuestionView, 201)
  @Refuses(401, 'Sign in to ask (visitors are not allowed)')
  @Refuses(404, 'No such session')
  @Refuses(409, 'Questions are not open (before the window, after it, or the session is cancelled), or you have 3 open questions there')
  async ask(
    @CurrentUser() user: AuthUser | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Param('id', IdPipe) id: number,
    @Body() dto: AskQuestionDto,
  ) {
    return this.questions.ask(await this.visitor(user, request, reply), id, dto);
  }

  @Public()
  @Put('api/questions/:id/vote')
  @Summary('Vote for a question (once per account, or per browser of a visitor); again, the same answer')
  @Answers(MyVoteView)
  @Refuses(401, 'Sign in to vote (visitors are not allowed)')
  @Refuses(404, 'No such question shown')
  @Refuses(409, 'Questions to the session are not open')
  async vote(
    @CurrentUser() user: AuthUser | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Param('id', IdPipe) id: number,
  ) {
    return this.questions.vote(await this.visitor(user, request, reply), id, true);
  }

  @Public()
  @Delete('api/questions/:id/vote')
  @HttpCode(200)
  @Summary('Withdraw your vote; again, the same answer')
  @Answers(MyVoteView)
  @Refuses(401, 'Sign in to vote (visitors are not allowed)')
  @Refuses(404, 'No such question shown')
  @Refuses(409, 'Questions to the session are not open')
  async unvote(
    @CurrentUser() user: AuthUser | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Param('id', IdPipe) id: number,
  ) {
    return this.questions.vote(await this.visitor(user, request, reply), id, false);
  }

  @Patch('api/questions/:id')
  @Summary('Moderate a question: approve, hide, mark answered; pin it as "being answered now" (the other pin goes)')
  @Answers(QuestionView)
  @Refuses(403, "Only organisers, the session's speakers and its host moderate")
  @Refuses(404, 'No such question')
  @Refuses(409, 'Only a shown question that is not answered can be pinned')
  moderate(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number, @Body() dto: ModerateQuestionDto) {
    return this.questions.moderate(user, id, dto);
  }

  @Roles('admin')
  @Get('api/admin/sessions/:id/questions.csv')
  @Summary("A session's questions as CSV, every status")
  @AnswersFile('text/csv', 'One question per row: id, status, pinned, votes, created_at, author, text')
  @Refuses(404, 'No such session')
  @Header('content-type', 'text/csv; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="questions.csv"')
  @Header('cache-control', 'private, no-store')
  csv(@Param('id', IdPipe) id: number) {
    return this.questions.csv(id);
  }
}
