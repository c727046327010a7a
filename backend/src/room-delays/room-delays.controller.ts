import { Body, Controller, Get, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import { CurrentUser, Roles } from '../http/decorators.js';
import { Answers, Refuses, Section, Summary } from '../http/openapi.js';
import type { AuthUser } from '../views/auth-user.view.js';
import { RoomDelayGuard } from './room-delay.guard.js';
import { MoveFollowingDto, SetRoomDelayDto } from './room-delay.dto.js';
import { MarkableRoomsView, MovedFollowingView, RoomDelayView } from './room-delay.view.js';
import { RoomDelaysService } from './room-delays.service.js';

/** Running late (issue 47): signed in, and then organisers or a host of the room's session today (checked by the service). */
@Section('In the room')
@Controller()
export class RoomDelaysController {
  constructor(private readonly delays: RoomDelaysService) {}

  @Get('api/room-delays')
  @Summary('The rooms the caller may mark late today, and how late each runs')
  @Answers(MarkableRoomsView)
  markable(@CurrentUser() user: AuthUser) {
    return this.delays.markable(user);
  }

  @UseGuards(RoomDelayGuard)
  @Put('api/rooms/:room/delay')
  @Summary('Mark a room running late today, or on time again (0)')
  @Answers(RoomDelayView)
  @Refuses(403, 'Only organisers and the host of a session in this room today')
  @Refuses(404, 'No session takes place in this room')
  mark(@CurrentUser() user: AuthUser, @Param('room') room: string, @Body() dto: SetRoomDelayDto) {
    return this.delays.mark(user, room, dto.minutes);
  }

  /** Organisers only: a host marks the room late, but moving the programme is the organisers' schedule change. */
  @Roles('admin')
  @Post('api/admin/rooms/:room/move-following')
  @HttpCode(200)
  @Summary("Move the room's sessions still to come today N minutes later (schedule moves: undoable, released as any)")
  @Answers(MovedFollowingView)
  @Refuses(404, 'No session takes place in this room today')
  @Refuses(409, 'No session is still to come in this room today')
  moveFollowing(@CurrentUser() user: AuthUser, @Param('room') room: string, @Body() dto: MoveFollowingDto) {
    return this.delays.moveFollowing(user, room, dto.minutes);
  }
}
