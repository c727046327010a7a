import { Module } from '@nestjs/common';
import { CheckinController } from './checkin.controller.js';
import { CheckinService } from './checkin.service.js';
import { DoorGuard } from './door.guard.js';
import { DoorSyncController } from './door-sync.controller.js';
import { DoorSync } from './door-sync.service.js';
import { SessionDoor } from './session-door.service.js';

@Module({ controllers: [CheckinController, DoorSyncController], providers: [CheckinService, DoorGuard, DoorSync, SessionDoor] })
export class CheckinModule {}
