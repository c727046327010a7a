import { Module } from '@nestjs/common';
import { CheckinController } from './checkin.controller.js';
import { CheckinService } from './checkin.service.js';
import { DoorGuard } from './door.guard.js';

@Module({ controllers: [CheckinController], providers: [CheckinService, DoorGuard] })
export class CheckinModule {}
