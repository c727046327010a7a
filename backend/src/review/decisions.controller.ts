// The organisers' side of the outcome: the ranking (and its CSV), the decision mails, and bulk decisions.
import { applyDecorators, Body, Controller, Delete, Get, Header, Param, Post, Put, Query } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { z } from 'zod';
import { fieldError } from '../http/api-error.js';
import type { AuthUser } from '../views/auth-user.view.js';
import { CurrentUser, Roles } from '../http/decorators.js';
import { IdPipe } from '../http/id.pipe.js';
import { Answers, AnswersFile, Section, Summary } from '../http/openapi.js';
import { ProposalStatus } from '../generated/prisma/enums.js';
import { DecisionsService } from './decisions.service.js';
import { RankingService, REVIEW_PROGRESS, type RankingFilter, type ReviewProgress } from './ranking.service.js';
import { DecisionDto, TemplateDto, UpdateTemplateDto } from './review.dto.js';
import { DecisionProgressView } from '../views/decision.view.js';
import { DecisionBatchView, DecisionPreviewView, DecisionTemplateView, RankedProposalView } from './review.views.js';
import { text } from '../i18n/error-text.js';

const STATUSES = Object.values(ProposalStatus) as string[];

/** The ranking's filters, each optional (reflection would call them required). */
const RankingQuery = () =>
  applyDecorators(
    ApiQuery({ name: 'type', required: false, type: String }),
    ApiQuery({ name: 'status', required: false, enum: STATUSES }),
    ApiQuery({ name: 'progress', required: false, enum: [...REVIEW_PROGRESS] }),
  );

function rankingFilter(type?: string, status?: string, progress?: string): RankingFilter {
  if (type !== undefined && (type.length === 0 || type.length > 50)) throw fieldError('query', 'type', /*i18n*/ 'type is not valid');
  if (status !== undefined && !STATUSES.includes(status))
    throw fieldError('query', 'status', text(/*i18n*/ '{field} must be one of {values}', { field: 'status', values: STATUSES.join(', ') }));
  if (progress !== undefined && !(REVIEW_PROGRESS as readonly string[]).includes(progress)) {
    throw fieldError('query', 'progress', text(/*i18n*/ '{field} must be one of {values}', { field: 'progress', values: REVIEW_PROGRESS.join(', ') }));
  }
  return { type, status, progress: progress as ReviewProgress | undefined };
}

@Roles('admin')
@Section('Programme committee (organisers)')
@Controller('api/admin/review')
export class DecisionsController {
  constructor(
    private readonly ranking: RankingService,
    private readonly decisions: DecisionsService,
  ) {}

  @Get('ranking')
  @Summary('Proposals ranked by weighted mean score (?type=, ?status=, ?progress=unreviewed|in_progress|complete)')
  @RankingQuery()
  @Answers(z.array(RankedProposalView))
  rankingList(@Query('type') type?: string, @Query('status') status?: string, @Query('progress') progress?: string) {
    return this.ranking.ranking(rankingFilter(type, status, progress));
  }

  @Get('ranking.csv')
  @Summary('The ranking as CSV (same filters)')
  @RankingQuery()
  @AnswersFile('text/csv', 'The ranking, one proposal per row')
  @Header('content-type', 'text/csv; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="ranking.csv"')
  @Header('cache-control', 'private, no-store')
  rankingCsv(@Query('type') type?: string, @Query('status') status?: string, @Query('progress') progress?: string) {
    return this.ranking.csv(rankingFilter(type, status, progress));
  }

  @Get('templates')
  @Summary('The decision mails')
  @Answers(z.array(DecisionTemplateView))
  templates() {
    return this.decisions.templates();
  }

  @Post('templates')
  @Summary('Write a decision mail')
  @Answers(DecisionTemplateView, 201)
  createTemplate(@CurrentUser() actor: AuthUser, @Body() dto: TemplateDto) {
    return this.decisions.createTemplate(actor, dto);
  }

  @Put('templates/:id')
  @Summary('Edit a decision mail')
  @Answers(DecisionTemplateView)
  updateTemplate(@CurrentUser() actor: AuthUser, @Param('id', IdPipe) id: number, @Body() dto: UpdateTemplateDto) {
    return this.decisions.updateTemplate(actor, id, dto);
  }

  @Delete('templates/:id')
  @Summary('Remove a decision mail')
  @Answers(null, 204)
  deleteTemplate(@CurrentUser() actor: AuthUser, @Param('id', IdPipe) id: number) {
    return this.decisions.deleteTemplate(actor, id);
  }

  @Post('decisions/preview')
  @Summary('Preview the exact mail each speaker will receive')
  @Answers(DecisionPreviewView)
  preview(@Body() dto: DecisionDto) {
    return this.decisions.preview(dto);
  }

  @Post('decisions')
  @Summary('Accept or reject many proposals, mailing each speaker as previewed')
  @Answers(DecisionBatchView, 201)
  decide(@CurrentUser() actor: AuthUser, @Body() dto: DecisionDto) {
    return this.decisions.decide(actor, dto);
  }

  @Get('decisions/:id')
  @Summary("How far a bulk decision's mail has gone")
  @Answers(DecisionProgressView)
  progress(@Param('id', IdPipe) id: number) {
    return this.decisions.progress(id);
  }
}
