import { Body, Controller, Post } from '@nestjs/common';
import { Public } from '../common/decorators.js';
import { CfpService } from './cfp.service.js';
import { ProposalDto } from './proposal.dto.js';

@Controller('cfp')
export class CfpController {
  constructor(private readonly cfp: CfpService) {}

  @Public()
  @Post('submit')
  submit(@Body() dto: ProposalDto) {
    return this.cfp.submit(dto);
  }
}
