import { Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';
import { Readiness } from './readiness.js';

@Module({ controllers: [HealthController], providers: [Readiness, HealthService] })
export class HealthModule {}
