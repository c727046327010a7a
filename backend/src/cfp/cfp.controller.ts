import { Body, Controller, Post } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser, Public } from '../common/decorators.js';
import { CfpService } from './cfp.service.js';
import { ProposalDto } from './proposal.dto.js';

@Controller('cfp')
export class CfpController {
  constructor(private readonly cfp: CfpService) {}

  @Public()
  @Post('submit')
  submit(@Body() dto: ProposalDto, @CurrentUser() caller?: AuthUser) {
    return this.cfp.submit(dto, caller);
  }
}
