// Web Push's calls (issue 44). A browser subscribes with or without a sign-in; what it holds (the endpoint and the
// subscription's secret) is what lets it update or end its subscription; an account manages its devices by id.
import { Body, Controller, Delete, Get, GoneException, Headers, HttpStatus, Param, Post, Put, Res, ServiceUnavailableException } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiResponse } from '@nestjs/swagger';
import { z } from 'zod';
import type { AuthUser } from '../views/auth-user.view.js';
import { CurrentUser, Public, RequestLanguage } from '../http/decorators.js';
import { IdPipe } from '../http/id.pipe.js';
import { Answers, Refuses, Section, Summary } from '../http/openapi.js';
import type { Language } from '../i18n/languages.js';
import { say } from '../i18n/error-text.js';
import { EndPushSubscriptionDto, PushStarsDto, PushSubscriptionDto } from './push.dto.js';
import { PushDeviceView, toPushDeviceView } from './push-device.view.js';
import { PushDevices } from './push-devices.service.js';
import { PushSender } from './push-sender.js';
import { VapidKeys } from './vapid-keys.js';

const KeyView = z
  .object({ public_key: z.string().meta({ description: "The server's VAPID public key (65 bytes, base64url): the browser subscribes with it." }) })
  .meta({ id: 'PushKey' });
const DevicesView = z.object({ devices: z.array(PushDeviceView) }).meta({ id: 'PushDevices' });

@Section('Push notifications')
@Controller('api/push')
export class PushController {
  constructor(
    private readonly devices: PushDevices,
    private readonly vapid: VapidKeys,
    private readonly sender: PushSender,
  ) {}

  @Public()
  @Get('key')
  @Summary("The server's public key, to subscribe with")
  @Answers(KeyView)
  async key() {
    return { public_key: (await this.vapid.get()).publicKey };
  }

  @Public()
  @Post('subscriptions')
  @Summary(
    'Receive push notifications on this device',
    "The browser's PushSubscription.toJSON() as it is, and what to be told. Signed in, the device is the account's; without a sign-in it keeps its own stars (session_ids). 201 new, 200 already known (updated).",
  )
  @Answers(PushDeviceView, 201, 'Subscribed')
  @ApiResponse({ status: 200, description: 'Already known: updated', standardSchema: PushDeviceView })
  @Refuses(409, 'The endpoint is registered with other keys')
  async subscribe(
    @Body() dto: PushSubscriptionDto,
    @CurrentUser() user: AuthUser | undefined,
    @RequestLanguage() language: Language,
    @Headers('user-agent') userAgent: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { device, created } = await this.devices.subscribe(dto, { userId: user?.id ?? null, userAgent: userAgent ?? '', language });
    if (!created) reply.status(HttpStatus.OK);
    return toPushDeviceView(device);
  }

  @Public()
  @Delete('subscriptions')
  @Summary('Stop push notifications on this device', 'Named by its endpoint and secret: no sign-in needed.')
  @Answers(null, 204, 'Ended')
  async end(@Body() dto: EndPushSubscriptionDto) {
    await this.devices.end(dto);
  }

  @Public()
  @Put('subscriptions/sessions')
  @Summary("An anonymous device's starred sessions", 'Kept in step with the stars, so a device without an account is told when they change.')
  @Answers(null, 204, 'Kept')
  @Refuses(409, "The device is an account's: it follows the account's saved sessions")
  async stars(@Body() dto: PushStarsDto) {
    await this.devices.setStars(dto, dto.session_ids);
  }

  @Public()
  @Put('subscriptions/muted/:sessionId')
  @Summary('Stop telling this device of one session', '"Mute this session" on a notification: no change or reminder of it is pushed to this device.')
  @Answers(null, 204, 'Muted')
  async mute(@Param('sessionId', IdPipe) sessionId: number, @Body() dto: EndPushSubscriptionDto) {
    await this.devices.mute(dto, sessionId, true);
  }

  @Public()
  @Delete('subscriptions/muted/:sessionId')
  @Summary('Tell this device of a muted session again')
  @Answers(null, 204, 'No longer muted')
  async unmute(@Param('sessionId', IdPipe) sessionId: number, @Body() dto: EndPushSubscriptionDto) {
    await this.devices.mute(dto, sessionId, false);
  }

  @Public()
  @Post('test')
  @Summary('Send a test notification to this device', 'Sent at once, so the answer says whether the push service took it.')
  @Answers(null, 204, 'The push service took it')
  @Refuses(410, 'The subscription has ended (it is removed): subscribe again')
  @Refuses(503, 'The push service did not take it now')
  async test(@Body() dto: EndPushSubscriptionDto) {
    const device = await this.devices.held(dto);
    const language = device.language === 'de' ? 'de' : 'en';
    const outcome = await this.sender.send(
      device,
      {
        title: say(/*i18n*/ 'Notifications work', language),
        body: say(/*i18n*/ 'This device will be told what you chose.', language),
        url: language === 'de' ? '/de/dashboard' : '/dashboard',
        tag: 'test',
      },
      { ttlSeconds: 60, urgency: 'normal' },
    );
    if (outcome.kind === 'gone') {
      await this.devices.forget(device.id);
      throw new GoneException(/*i18n*/ "This device's subscription has ended: turn notifications on again");
    }
    if (outcome.kind !== 'sent') throw new ServiceUnavailableException(/*i18n*/ 'The push service did not take the notification. Try again in a moment.');
  }

  @Get('devices')
  @Summary("Your account's devices that receive push notifications")
  @Answers(DevicesView)
  async list(@CurrentUser() user: AuthUser) {
    return { devices: (await this.devices.list(user.id)).map(toPushDeviceView) };
  }

  @Delete('devices/:id')
  @Summary('Remove one of your devices')
  @Answers(null, 204, 'Removed')
  async remove(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number) {
    await this.devices.remove(user.id, id);
  }
}
