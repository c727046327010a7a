import { Body, Controller, Get, Patch } from '@nestjs/common';
import { IsBoolean, IsOptional } from 'class-validator';
import { Public, Roles } from '../common/decorators.js';
import { SettingsService } from './settings.service.js';

export class UpdateSettingsDto {
  @IsOptional()
  @IsBoolean()
  accepting_cfp?: boolean;

  @IsOptional()
  @IsBoolean()
  accepting_sponsors?: boolean;
}

@Controller()
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Public()
  @Get('public/conference-settings')
  publicSettings() {
    return this.settings.get();
  }

  @Public()
  @Get('public/hero-content')
  async heroContent() {
    return { content: await this.settings.heroContent() };
  }

  @Roles('admin')
  @Get('api/admin/conference-settings')
  adminSettings() {
    return this.settings.get();
  }

  @Roles('admin')
  @Patch('api/admin/conference-settings')
  update(@Body() dto: UpdateSettingsDto) {
    return this.settings.update(dto);
  }
}
