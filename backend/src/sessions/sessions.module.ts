import { Module } from '@nestjs/common';
import { PublicSessionsController } from './public-sessions.controller.js';

@Module({ controllers: [PublicSessionsController] })
export class SessionsModule {}
