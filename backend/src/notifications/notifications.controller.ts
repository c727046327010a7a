import { Controller, Get, Param, ParseIntPipe, Post } from '@nestjs/common';
import type { AuthUser } from '../views/auth-user.view.js';
import { CurrentUser } from '../http/decorators.js';
import { NotificationsService } from './notifications.service.js';
import { z } from 'zod';
import { Answers, Section, Summary } from '../http/openapi.js';
import { NotificationView } from '../views/notification.view.js';

@Section('Notifications')
@Controller('api/notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @Summary('Your notifications, newest first (the bell)')
  @Answers(z.array(NotificationView))
  list(@CurrentUser() user: AuthUser) {
    return this.notifications.list(user.id);
  }

  @Post('read-all')
  @Summary('Mark all your notifications read')
  @Answers(z.object({ updated: z.number().int() }))
  markAllRead(@CurrentUser() user: AuthUser) {
    return this.notifications.markAllRead(user.id);
  }

  @Post(':id/read')
  @Summary('Mark one of your notifications read')
  @Answers(NotificationView)
  markRead(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return this.notifications.markRead(user.id, id);
  }
}
