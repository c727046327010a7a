import { Body, Controller, Get, Put } from '@nestjs/common';
import { z } from 'zod';
import type { AuthUser } from '../views/auth-user.view.js';
import { CurrentUser, Roles } from '../http/decorators.js';
import { Answers, Section, Summary } from '../http/openapi.js';
import { SetRoomCapacitiesDto } from './room.dto.js';
import { RoomView } from './room.view.js';
import { RoomsService } from './rooms.service.js';

@Section('Schedule (organisers)')
@Controller()
export class RoomsController {
  constructor(private readonly rooms: RoomsService) {}

  /** Every room in use or with a capacity: the schedule editor flags sessions more attendees saved than fit. */
  @Roles('admin')
  @Get('api/admin/rooms')
  @Summary('Every room, its capacity and how many sessions use it')
  @Answers(z.array(RoomView))
  list() {
    return this.rooms.list();
  }

  @Roles('admin')
  @Put('api/admin/rooms')
  @Summary('Set or clear the capacities of rooms (those left out keep theirs)')
  @Answers(z.array(RoomView))
  update(@CurrentUser() actor: AuthUser, @Body() dto: SetRoomCapacitiesDto) {
    return this.rooms.setCapacities(actor, dto.rooms);
  }
}
