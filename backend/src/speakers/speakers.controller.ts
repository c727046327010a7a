import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { IdPipe } from '../http/id.pipe.js';
import type { AuthUser } from '../views/auth-user.view.js';
import { CurrentUser, Roles } from '../http/decorators.js';
import { CreateSpeakerDto, UpdateSpeakerDto } from './speaker.dto.js';
import { toAdminSpeaker } from './speaker.view.js';
import { SpeakersService } from './speakers.service.js';
import { z } from 'zod';
import { Answers, Section, Summary } from '../http/openapi.js';
import { AdminSpeakerView } from './speaker.view.js';

@Section('Speakers (organisers)')
@Controller()
export class SpeakersController {
  constructor(private readonly speakers: SpeakersService) {}

  @Roles('admin')
  @Get('api/admin/speakers')
  @Summary('Every speaker, hidden ones too')
  @Answers(z.array(AdminSpeakerView))
  async adminList() {
    return (await this.speakers.listAll()).map(toAdminSpeaker);
  }

  @Roles('admin')
  @Post('api/admin/speakers')
  @Summary('Add a speaker')
  @Answers(AdminSpeakerView, 201)
  async create(@CurrentUser() actor: AuthUser, @Body() dto: CreateSpeakerDto) {
    return toAdminSpeaker(await this.speakers.create(actor, dto));
  }

  @Roles('admin')
  @Put('api/admin/speakers/:id')
  @Summary('Edit a speaker')
  @Answers(AdminSpeakerView)
  async update(@CurrentUser() actor: AuthUser, @Param('id', IdPipe) id: number, @Body() dto: UpdateSpeakerDto) {
    return toAdminSpeaker(await this.speakers.update(actor, id, dto));
  }

  @Roles('admin')
  @Delete('api/admin/speakers/:id')
  @Summary('Delete a speaker (and their photo)')
  @Answers(null, 204, 'Deleted')
  async remove(@CurrentUser() actor: AuthUser, @Param('id', IdPipe) id: number) {
    await this.speakers.remove(actor, id);
  }
}
