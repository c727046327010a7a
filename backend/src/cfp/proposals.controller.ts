import { Body, Controller, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import type { AuthUser } from '../common/auth-user.js';
import { CurrentUser, Roles } from '../common/decorators.js';
import { IdPipe } from '../common/id.pipe.js';
import { toProposalView } from './proposal.view.js';
import { ProposalsService } from './proposals.service.js';
import { ReviewDto, SpeakerProposalDto } from './review.dto.js';

@Controller()
export class ProposalsController {
  constructor(private readonly proposals: ProposalsService) {}

  @Roles('admin')
  @Get('cfp/submissions')
  async submissions() {
    return (await this.proposals.listAll()).map(toProposalView);
  }

  @Roles('admin')
  @Patch('cfp/submissions/:id/status')
  async review(@CurrentUser() actor: AuthUser, @Param('id', IdPipe) id: number, @Body() dto: ReviewDto) {
    return toProposalView(await this.proposals.review(actor, id, dto));
  }

  /** Spec: the speaker's presentations list: their own proposals with status and slot. */
  @Roles('speaker')
  @Get('api/speaker/presentations')
  async presentations(@CurrentUser() user: AuthUser) {
    return (await this.proposals.listOwn(user)).map(toProposalView);
  }

  @Roles('speaker')
  @Post('api/speaker/proposals')
  async submit(@CurrentUser() user: AuthUser, @Body() dto: SpeakerProposalDto) {
    return toProposalView(await this.proposals.submitOwn(user, dto));
  }

  @Roles('speaker')
  @Post('api/speaker/proposals/:id/confirm')
  @HttpCode(200)
  async confirm(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number) {
    return toProposalView(await this.proposals.confirm(user, id));
  }
}
