import { Body, Controller, Get, Put } from '@nestjs/common';
import type { AuthUser } from '../views/auth-user.view.js';
import { CurrentUser, Roles } from '../http/decorators.js';
import { Answers, Section, Summary } from '../http/openapi.js';
import { SpeakerProfileDto } from './speaker-profile.dto.js';
import { SpeakerProfileService } from './speaker-profile.service.js';
import { SpeakerProfileView } from './speaker-profile.view.js';

/** Always the caller's own profile: the routes name no one. */
@Section('Speaker profile')
@Controller()
export class SpeakerProfileController {
  constructor(private readonly profiles: SpeakerProfileService) {}

  @Roles('speaker')
  @Get('api/speaker/profile')
  @Summary('Your speaker profile (from your account until you save one)')
  @Answers(SpeakerProfileView)
  mine(@CurrentUser() user: AuthUser) {
    return this.profiles.mine(user);
  }

  @Roles('speaker')
  @Put('api/speaker/profile')
  @Summary('Save your speaker profile (shown on /speakers once organisers publish you)')
  @Answers(SpeakerProfileView)
  save(@CurrentUser() user: AuthUser, @Body() dto: SpeakerProfileDto) {
    return this.profiles.save(user, dto);
  }
}
