import { Body, Controller, Post } from '@nestjs/common';
import type { AuthUser } from '../common/auth-user.js';
import { CurrentUser, Public } from '../common/decorators.js';
import { validateBody } from '../common/validation.pipe.js';
import { CfpService } from './cfp.service.js';
import { ProposalDto } from './proposal.dto.js';
import { toProposalView } from './proposal.view.js';
import { ProposalsService } from './proposals.service.js';
import { SPEAKER_PRESENTATION_TYPES, SpeakerProposalDto } from './review.dto.js';

const isSpeakerAreaType = (value: unknown) => typeof value === 'string' && (SPEAKER_PRESENTATION_TYPES as readonly string[]).includes(value.toLowerCase());

@Controller('cfp')
export class CfpController {
  constructor(
    private readonly cfp: CfpService,
    private readonly proposals: ProposalsService,
  ) {}

  /**
   * Two calls of the spec share this path: the public form (the conference's presentation types, every field) and the
   * speaker area's 'Submit New Proposal' (with credentials, a talk, workshop or panel, no position), which goes to the
   * signed-in speaker's own proposals like POST /api/speaker/proposals.
   */
  @Public()
  @Post('submit')
  async submit(@Body() body: Record<string, unknown>, @CurrentUser() caller?: AuthUser) {
    if (caller?.role === 'speaker' && isSpeakerAreaType(body?.presentation_type)) {
      return toProposalView(await this.proposals.submitOwn(caller, await validateBody(SpeakerProposalDto, body)));
    }
    return this.cfp.submit(await validateBody(ProposalDto, body), caller);
  }
}
