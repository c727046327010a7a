import { Body, Controller, Get, Patch } from '@nestjs/common';
import { z } from 'zod';
import { RequestDto } from '../common/request-dto.js';
import type { AuthUser } from '../common/auth-user.js';
import { CurrentUser, Roles } from '../common/decorators.js';
import { SettingsService } from './settings.service.js';
import { Answers, Section, Summary } from '../common/openapi.js';
import { AdminSettingsView } from '../common/settings.view.js';

export class UpdateSettingsDto extends RequestDto(
  z.object({
    accepting_cfp: z.boolean().optional(),
    accepting_sponsors: z.boolean().optional(),
    /** Only confirmed and paid accounts rate sessions (true), or every confirmed account (false). */
    feedback_requires_payment: z.boolean().optional(),
  }),
) {}

@Section('Settings (organisers)')
@Controller()
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Roles('admin')
  @Get('api/admin/conference-settings')
  @Summary('Which calls are open, and who may rate sessions')
  @Answers(AdminSettingsView)
  adminSettings() {
    return this.settings.forAdmin();
  }

  @Roles('admin')
  @Patch('api/admin/conference-settings')
  @Summary('Open or close the calls; choose who may rate sessions')
  @Answers(AdminSettingsView)
  update(@CurrentUser() actor: AuthUser, @Body() dto: UpdateSettingsDto) {
    return this.settings.update(actor, dto);
  }
}
