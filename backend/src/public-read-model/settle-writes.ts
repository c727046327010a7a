// Read-your-writes for organisers: a write answers only once its durable events are delivered (notices written) and
// the public read model has recorded what it changed, so the edit is already pushed to open pages and served by this
// instance when the admin's screen shows it saved.
// A Fastify hook rather than a Nest interceptor: an interceptor would put an observable chain on every GET too.
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { EventRelay } from '../events/event-relay.service.js';
import { PublicReadModel } from './public-read-model.service.js';

@Injectable()
export class SettleWrites implements OnModuleInit {
  constructor(
    private readonly adapter: HttpAdapterHost,
    private readonly model: PublicReadModel,
    private readonly relay: EventRelay,
  ) {}

  onModuleInit() {
    const fastify = this.adapter.httpAdapter?.getInstance<FastifyInstance>();
    // Callback style, so a read (every public GET passes here) costs one comparison and no promise.
    fastify?.addHook('onSend', (request, _reply, payload, done) => {
      if (request.method === 'GET' || request.method === 'HEAD') return done(null, payload);
      void this.relay
        .settled()
        // Delivered by another replica: its recording reaches this instance by Redis, possibly later; load it now.
        .then((elsewhere) => (elsewhere ? this.model.sync().catch(() => undefined) : undefined))
        .then(() => this.model.settled())
        .then(() => done(null, payload));
    });
  }
}
