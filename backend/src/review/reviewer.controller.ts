// The reviewer's area (/api/review/*, members of the programme committee only): what review needs, nothing more.
import { Body, Controller, Get, Header, Param, Post, Put } from '@nestjs/common';
import { z } from 'zod';
import type { AuthUser } from '../views/auth-user.view.js';
import { CurrentUser, Reviewers } from '../http/decorators.js';
import { IdPipe } from '../http/id.pipe.js';
import { Answers, AnswersFile, Section, Summary } from '../http/openapi.js';
import { SubmitReviewDto } from './review.dto.js';
import { ReviewerProposalDetailView, ReviewerProposalView, ReviewStateView } from './review.views.js';
import { ReviewsService } from './reviews.service.js';

@Reviewers()
@Section('Review (programme committee)')
@Controller('api/review')
export class ReviewerController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get('state')
  @Summary("The review's phase, criteria and the committee's progress")
  @Answers(ReviewStateView)
  state() {
    return this.reviews.state();
  }

  @Get('proposals')
  @Summary('Your queue: the proposals you review (anonymised while review is)')
  @Answers(z.array(ReviewerProposalView))
  queue(@CurrentUser() user: AuthUser) {
    return this.reviews.queue(user);
  }

  @Get('proposals/:id')
  @Summary("One proposal; the others' reviews once you submitted yours")
  @Answers(ReviewerProposalDetailView)
  detail(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number) {
    return this.reviews.detail(user, id);
  }

  @Put('proposals/:id/review')
  @Summary('Submit or change your review (review phase only)')
  @Answers(ReviewerProposalDetailView)
  submit(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number, @Body() dto: SubmitReviewDto) {
    return this.reviews.submit(user, id, dto);
  }

  @Post('proposals/:id/conflict')
  @Summary('Declare a conflict of interest', 'The proposal leaves your queue and goes to another reviewer.')
  @Answers(null, 204)
  conflict(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number) {
    return this.reviews.declareConflict(user, id);
  }

  @Get('reviews.csv')
  @Summary('Your reviews as CSV')
  @AnswersFile('text/csv', 'Your reviews, one per row; nothing about who proposed')
  @Header('content-type', 'text/csv; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="my-reviews.csv"')
  @Header('cache-control', 'private, no-store')
  myReviews(@CurrentUser() user: AuthUser) {
    return this.reviews.myReviewsCsv(user);
  }
}
