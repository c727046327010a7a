import { Body, Controller, Get, Patch } from '@nestjs/common';
import type { AuthUser } from '../views/auth-user.view.js';
import { CurrentUser, Roles } from '../http/decorators.js';
import { UpdateSettingsDto } from './settings.dto.js';
import { SettingsService } from './settings.service.js';
import { Answers, Section, Summary } from '../http/openapi.js';
import { AdminSettingsView } from '../views/settings.view.js';

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
  @Summary("Open or close the calls, set when they open and close, the edition's dates and the prices; choose who may rate sessions")
  @Answers(AdminSettingsView)
  update(@CurrentUser() actor: AuthUser, @Body() dto: UpdateSettingsDto) {
    const instant = (value: string | null | undefined) => (value === undefined ? undefined : value === null ? null : new Date(value));
    const { ticket_price, ...rest } = dto;
    return this.settings.update(actor, {
      ...rest,
      ...(ticket_price === undefined ? {} : { ticket_price_cents: Math.round(ticket_price * 100) }),
      cfp_opens_at: instant(dto.cfp_opens_at),
      cfp_closes_at: instant(dto.cfp_closes_at),
      sponsorship_opens_at: instant(dto.sponsorship_opens_at),
      sponsorship_closes_at: instant(dto.sponsorship_closes_at),
    });
  }
}
