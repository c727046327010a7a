import { Module } from '@nestjs/common';
import { PushController } from './push.controller.js';
import { PushDevices } from './push-devices.service.js';
import { PushSender } from './push-sender.js';
import { VapidKeys } from './vapid-keys.js';

/** Web Push (issue 44): the server's keys, the devices that receive pushes, and sending to one. */
@Module({ controllers: [PushController], providers: [PushDevices, PushSender, VapidKeys], exports: [PushDevices, PushSender, VapidKeys] })
export class PushModule {}
