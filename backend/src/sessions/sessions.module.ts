import { Module } from '@nestjs/common';
import { RoomsModule } from '../rooms/rooms.module.js';
import { SessionsController } from './sessions.controller.js';
import { SessionsService } from './sessions.service.js';

@Module({ imports: [RoomsModule], controllers: [SessionsController], providers: [SessionsService], exports: [SessionsService] })
export class SessionsModule {}
