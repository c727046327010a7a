import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { IdPipe } from '../common/id.pipe.js';
import { ListLimitPipe } from '../common/list-limit.pipe.js';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser, Public, Roles } from '../common/decorators.js';
import { CreateSpeakerDto, UpdateSpeakerDto } from './speaker.dto.js';
import { toAdminSpeaker, toPublicSpeaker } from './speaker.view.js';
import { SPEAKER_LIST_LIMIT, SpeakersService } from './speakers.service.js';

@Controller()
export class SpeakersController {
  constructor(private readonly speakers: SpeakersService) {}

  /** Only speakers marked display_on_public, as a plain list (spec: GET /public/speakers?limit=1000 -> speakers). */
  @Public()
  @Get('public/speakers')
  async publicList(@Query('limit', new ListLimitPipe(SPEAKER_LIST_LIMIT)) limit: number) {
    return (await this.speakers.listPublic(limit)).map(toPublicSpeaker);
  }

  @Roles('admin')
  @Get('api/admin/speakers')
  async adminList() {
    return (await this.speakers.listAll()).map(toAdminSpeaker);
  }

  @Roles('admin')
  @Post('api/admin/speakers')
  async create(@CurrentUser() actor: AuthUser, @Body() dto: CreateSpeakerDto) {
    return toAdminSpeaker(await this.speakers.create(actor, dto));
  }

  @Roles('admin')
  @Put('api/admin/speakers/:id')
  async update(@CurrentUser() actor: AuthUser, @Param('id', IdPipe) id: number, @Body() dto: UpdateSpeakerDto) {
    return toAdminSpeaker(await this.speakers.update(actor, id, dto));
  }

  @Roles('admin')
  @Delete('api/admin/speakers/:id')
  @HttpCode(204)
  async remove(@CurrentUser() actor: AuthUser, @Param('id', IdPipe) id: number) {
    await this.speakers.remove(actor, id);
  }
}
