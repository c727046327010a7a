import { Module } from '@nestjs/common';
import { RoomsModule } from '../rooms/rooms.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { VenueMapsController } from './venue-maps.controller.js';
import { VenueMapsService } from './venue-maps.service.js';

/** The venue's floors and where the rooms are on them (issue 47). */
@Module({ imports: [RoomsModule, UploadsModule], controllers: [VenueMapsController], providers: [VenueMapsService] })
export class VenueMapsModule {}
