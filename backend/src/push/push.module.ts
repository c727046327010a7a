import { Module } from '@nestjs/common';
import { PushController } from './push.controller.js';
import { PushDevices } from './push-devices.service.js';
import { PushOutbox } from './push-outbox.js';
import { PushRelay } from './push-relay.js';
import { PushSender } from './push-sender.js';
import { VapidKeys } from './vapid-keys.js';

/** Web Push (issue 44): the server's keys, the devices that receive pushes, the pushes queued and their sending. */
@Module({
  controllers: [PushController],
  providers: [PushDevices, PushSender, VapidKeys, PushOutbox, PushRelay],
  exports: [PushDevices, PushSender, VapidKeys, PushOutbox],
})
export class PushModule {}
