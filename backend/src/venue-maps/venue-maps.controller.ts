import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthUser } from '../views/auth-user.view.js';
import { CurrentUser, Public, RequestLanguage, Roles } from '../http/decorators.js';
import { IdPipe } from '../http/id.pipe.js';
import { Answers, Section, Summary } from '../http/openapi.js';
import type { Language } from '../i18n/languages.js';
import { readUploadForm } from '../uploads/read-upload.js';
import { PlaceRoomDto, UpdateVenueMapDto } from './venue-map.dto.js';
import { PublicVenueMapView, VenueMapView } from './venue-map.view.js';
import { VenueMapsService } from './venue-maps.service.js';

/** The plan in the field `file`, after the floor's names (a form sends its text fields first). */
const NEW_MAP_BODY = {
  schema: {
    type: 'object' as const,
    required: ['floor', 'file'],
    properties: {
      floor: { type: 'string' as const, maxLength: 100 },
      floor_de: { type: 'string' as const, maxLength: 100 },
      position: { type: 'integer' as const, minimum: 0 },
      file: { type: 'string' as const, format: 'binary' },
    },
  },
};

@Section('Venue maps')
@Controller()
export class VenueMapsController {
  constructor(private readonly maps: VenueMapsService) {}

  @Public()
  @Get('public/venue-maps')
  @Summary("The venue's floors, each with its plan and the rooms placed on it (?lang= or Accept-Language)")
  @Answers(z.array(PublicVenueMapView))
  publicList(@RequestLanguage() language: Language) {
    return this.maps.publicList(language);
  }

  @Roles('admin')
  @Get('api/admin/venue-maps')
  @Summary("The venue's floors as organisers edit them")
  @Answers(z.array(VenueMapView))
  list() {
    return this.maps.list();
  }

  @Roles('admin')
  @Post('api/admin/venue-maps')
  @Summary('Add a floor: its name(s) and its plan (an image, re-encoded to WebP, at most 2400 pixels wide and high)')
  @ApiConsumes('multipart/form-data')
  @ApiBody(NEW_MAP_BODY)
  @Answers(VenueMapView, 201)
  async create(@CurrentUser() actor: AuthUser, @Req() request: FastifyRequest) {
    return this.maps.create(actor, await readUploadForm(request));
  }

  @Roles('admin')
  @Patch('api/admin/venue-maps/:id')
  @Summary('Rename a floor (either language) or move it in the order')
  @Answers(VenueMapView)
  update(@CurrentUser() actor: AuthUser, @Param('id', IdPipe) id: number, @Body() dto: UpdateVenueMapDto) {
    return this.maps.update(actor, id, dto);
  }

  @Roles('admin')
  @Delete('api/admin/venue-maps/:id')
  @HttpCode(204)
  @Summary('Delete a floor (its rooms are then on no map)')
  @Answers(null, 204, 'Deleted')
  async remove(@CurrentUser() actor: AuthUser, @Param('id', IdPipe) id: number) {
    await this.maps.remove(actor, id);
  }

  @Roles('admin')
  @Put('api/admin/venue-maps/:id/rooms')
  @Summary('Place a room on this floor (x, y: fractions of the plan), or take it off the map (x and y null)')
  @Answers(VenueMapView)
  place(@CurrentUser() actor: AuthUser, @Param('id', IdPipe) id: number, @Body() dto: PlaceRoomDto) {
    return this.maps.place(actor, id, dto);
  }
}
