import { Body, Controller, Post } from '@nestjs/common';
import { Public } from '../common/decorators.js';
import { SponsorshipApplicationDto } from './sponsorship.dto.js';
import { SponsorshipService } from './sponsorship.service.js';

@Controller('public/sponsorship')
export class SponsorshipController {
  constructor(private readonly sponsorship: SponsorshipService) {}

  @Public()
  @Post('apply')
  apply(@Body() dto: SponsorshipApplicationDto) {
    return this.sponsorship.apply(dto);
  }
}
