import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import type { AuthUser } from '../views/auth-user.view.js';
import { CurrentUser, Roles } from '../http/decorators.js';
import { IdPipe } from '../http/id.pipe.js';
import { CreateSponsorDto, UpdateSponsorDto } from './sponsor.dto.js';
import { toAdminSponsor } from './sponsor.view.js';
import { SponsorsService } from './sponsors.service.js';
import { z } from 'zod';
import { Answers, Section, Summary } from '../http/openapi.js';
import { AdminSponsorView } from './sponsor.view.js';

@Section('Sponsors (organisers)')
@Controller()
export class SponsorsController {
  constructor(private readonly sponsors: SponsorsService) {}

  @Roles('admin')
  @Get('api/admin/sponsors')
  @Summary('Every sponsor, with contributions')
  @Answers(z.array(AdminSponsorView))
  async adminList() {
    return (await this.sponsors.list()).map(toAdminSponsor);
  }

  @Roles('admin')
  @Post('api/admin/sponsors')
  @Summary('Add a sponsor')
  @Answers(AdminSponsorView, 201)
  async create(@CurrentUser() actor: AuthUser, @Body() dto: CreateSponsorDto) {
    return toAdminSponsor(await this.sponsors.create(actor, dto));
  }

  @Roles('admin')
  @Put('api/admin/sponsors/:id')
  @Summary('Edit a sponsor')
  @Answers(AdminSponsorView)
  async update(@CurrentUser() actor: AuthUser, @Param('id', IdPipe) id: number, @Body() dto: UpdateSponsorDto) {
    return toAdminSponsor(await this.sponsors.update(actor, id, dto));
  }

  @Roles('admin')
  @Delete('api/admin/sponsors/:id')
  @Summary('Delete a sponsor')
  @Answers(null, 204, 'Deleted')
  async remove(@CurrentUser() actor: AuthUser, @Param('id', IdPipe) id: number) {
    await this.sponsors.remove(actor, id);
  }
}
