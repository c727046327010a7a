import { Module } from '@nestjs/common';
import { SavedSessionsController } from './saved-sessions.controller.js';
import { SavedSessionsService } from './saved-sessions.service.js';

@Module({ controllers: [SavedSessionsController], providers: [SavedSessionsService], exports: [SavedSessionsService] })
export class SavedSessionsModule {}
