import { Body, Controller, Get, Put } from '@nestjs/common';
import { z } from 'zod';
import type { AuthUser } from '../views/auth-user.view.js';
import { CurrentUser, Roles } from '../http/decorators.js';
import { Answers, Refuses, Section, Summary } from '../http/openapi.js';
import { NO_DAYS } from './availability-rules.js';
import { AvailabilityDto } from './availability.dto.js';
import { AvailabilityService } from './availability.service.js';
import { MyAvailabilityView, SpeakerAvailabilityView } from './availability.views.js';

@Section('Speaker availability')
@Controller()
export class AvailabilityController {
  constructor(private readonly availability: AvailabilityService) {}

  @Roles('speaker')
  @Get('api/speaker/availability')
  @Summary('When you can speak, and the days you can enter times for')
  @Answers(MyAvailabilityView)
  mine(@CurrentUser() user: AuthUser) {
    return this.availability.mine(user);
  }

  @Roles('speaker')
  @Put('api/speaker/availability')
  @Summary('Replace your times (each inside a conference day, quarter hours, no overlaps; none: available any time)')
  @Answers(MyAvailabilityView)
  @Refuses(409, `Times were sent before the programme has any day: '${NO_DAYS}'.`)
  replace(@CurrentUser() user: AuthUser, @Body() dto: AvailabilityDto) {
    return this.availability.replace(user, dto);
  }

  @Roles('admin')
  @Get('api/admin/speakers/availability')
  @Summary("Every speaker's entered times (for the schedule editor)")
  @Answers(z.array(SpeakerAvailabilityView))
  all() {
    return this.availability.all();
  }
}
