import { Body, Controller, Get, Param, Patch, Post } from '@nestjs/common';
import type { AuthUser } from '../views/auth-user.view.js';
import { CurrentUser, Roles } from '../http/decorators.js';
import { IdPipe } from '../http/id.pipe.js';
import { z } from 'zod';
import { Answers, Section, Summary } from '../http/openapi.js';
import { ProposalView, toProposalView } from '../views/proposal.view.js';
import { ProposalsService } from './proposals.service.js';
import { ReviewDto, SpeakerProposalDto } from './review.dto.js';

@Section('Call for speakers')
@Controller()
export class ProposalsController {
  constructor(private readonly proposals: ProposalsService) {}

  @Roles('admin')
  @Get('cfp/submissions')
  @Summary('Every proposal')
  @Answers(z.array(ProposalView))
  async submissions() {
    return (await this.proposals.listAll()).map(toProposalView);
  }

  @Roles('admin')
  @Patch('cfp/submissions/:id/status')
  @Summary('Accept or reject a proposal')
  @Answers(ProposalView)
  async review(@CurrentUser() actor: AuthUser, @Param('id', IdPipe) id: number, @Body() dto: ReviewDto) {
    return toProposalView(await this.proposals.review(actor, id, dto));
  }

  /** Spec: the speaker's presentations list: their own proposals with status and slot. */
  @Roles('speaker')
  @Get('api/speaker/presentations')
  @Summary('Your proposals, with status and slot')
  @Answers(z.array(ProposalView))
  async presentations(@CurrentUser() user: AuthUser) {
    return (await this.proposals.listOwn(user)).map(toProposalView);
  }

  @Roles('speaker')
  @Post('api/speaker/proposals')
  @Summary('Send a proposal as a signed-in speaker')
  @Answers(ProposalView, 201)
  async submit(@CurrentUser() user: AuthUser, @Body() dto: SpeakerProposalDto) {
    return toProposalView(await this.proposals.submitOwn(user, dto));
  }

  @Roles('speaker')
  @Post('api/speaker/proposals/:id/withdraw')
  @Summary('Take back one of your proposals (until it is scheduled)')
  @Answers(ProposalView)
  async withdraw(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number) {
    return toProposalView(await this.proposals.withdraw(user, id));
  }

  @Roles('speaker')
  @Post('api/speaker/proposals/:id/confirm')
  @Summary('Confirm you will give an accepted talk')
  @Answers(ProposalView)
  async confirm(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number) {
    return toProposalView(await this.proposals.confirm(user, id));
  }
}
