import { Module } from '@nestjs/common';
import { RoomsModule } from '../rooms/rooms.module.js';
import { LatestRelease } from './latest-release.js';
import { SessionsController } from './sessions.controller.js';
import { SessionStore } from './session-store.js';
import { SessionsService } from './sessions.service.js';

/**
 * The programme and its draft: organisers' edits, the undo history they record, and the latest release they are
 * compared with. The releases and undo modules build on it; it imports neither.
 */
@Module({
  imports: [RoomsModule],
  controllers: [SessionsController],
  providers: [SessionsService, SessionStore, LatestRelease],
  exports: [SessionsService, LatestRelease],
})
export class SessionsModule {}
