import { Global, Module } from '@nestjs/common';
import { Changes } from './changes.service.js';
import { EventRelay } from './event-relay.service.js';

/** The event outbox and its relay: in the app only (the mail worker has no consumers of its own). */
@Global()
@Module({ providers: [Changes, EventRelay], exports: [Changes, EventRelay] })
export class DurableEventsModule {}
