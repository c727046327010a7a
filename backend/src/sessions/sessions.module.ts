import { Module } from '@nestjs/common';
import { RoomsModule } from '../rooms/rooms.module.js';
import { LatestReleaseModule } from '../schedule-releases/latest-release.js';
import { SessionsController } from './sessions.controller.js';
import { SessionsService } from './sessions.service.js';

@Module({ imports: [RoomsModule, LatestReleaseModule], controllers: [SessionsController], providers: [SessionsService], exports: [SessionsService] })
export class SessionsModule {}
