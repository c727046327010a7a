import { Body, Controller, Post } from '@nestjs/common';
import type { AuthUser } from '../views/auth-user.view.js';
import { CurrentUser, Public, RequestLanguage } from '../http/decorators.js';
import type { Language } from '../i18n/languages.js';
import { validateBody } from '../http/validation.pipe.js';
import { CfpService } from './cfp.service.js';
import { ProposalDto } from './proposal.dto.js';
import { ProposalsService } from './proposals.service.js';
import { SPEAKER_PRESENTATION_TYPES, SpeakerProposalDto } from './review.dto.js';
import { ApiBody, ApiExtraModels, getSchemaPath } from '@nestjs/swagger';
import { z } from 'zod';
import { Answers, Section, Summary } from '../http/openapi.js';
import { ProposalStatusView, ProposalView, toProposalView } from '../views/proposal.view.js';

const isSpeakerAreaType = (value: unknown) => typeof value === 'string' && (SPEAKER_PRESENTATION_TYPES as readonly string[]).includes(value.toLowerCase());

@Section('Call for speakers')
@ApiExtraModels(ProposalDto, SpeakerProposalDto)
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
  @Summary('Send a proposal')
  @ApiBody({
    description: "The public form's proposal, or (signed in as a speaker, with a talk, workshop or panel) the speaker area's.",
    schema: { oneOf: [{ $ref: getSchemaPath(ProposalDto) }, { $ref: getSchemaPath(SpeakerProposalDto) }] },
  })
  @Answers(
    z.union([z.object({ id: z.number().int(), status: ProposalStatusView }), ProposalView]),
    201,
    'Received: the new proposal (its id and status; the whole proposal for a signed-in speaker)',
  )
  async submit(@Body() body: Record<string, unknown>, @RequestLanguage() language: Language, @CurrentUser() caller?: AuthUser) {
    if (caller?.role === 'speaker' && isSpeakerAreaType(body?.presentation_type)) {
      return toProposalView(await this.proposals.submitOwn(caller, await validateBody(SpeakerProposalDto, body)));
    }
    return this.cfp.submit(await validateBody(ProposalDto, body), caller, language);
  }
}
