import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { PublicReadModelModule } from '../public-read-model/public-read-model.module.js';
import { RealtimeGateway } from './realtime.gateway.js';

@Module({ imports: [AuthModule, PublicReadModelModule], providers: [RealtimeGateway] })
export class RealtimeModule {}
