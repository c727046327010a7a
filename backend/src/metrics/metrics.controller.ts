// GET /metrics for Prometheus. With METRICS_TOKEN set, only a request bearing it is answered; without one, only a
// request made on this machine and not forwarded by a proxy (a proxy on the same machine would make every visitor
// look local), so an installation that never set a token does not publish its figures.
import { Controller, ForbiddenException, Get, Inject, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Public } from '../http/decorators.js';
import { Answers, Section, Summary } from '../http/openapi.js';
import { Metrics } from './metrics.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const digest = (value: string) => createHash('sha256').update(value).digest();

@Public()
@Section('Health')
@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly metrics: Metrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @Summary("The replica's metrics in Prometheus's text format (METRICS_TOKEN as a bearer token, or from this machine when unset)")
  @Answers(z.string().meta({ description: 'Prometheus text exposition format' }))
  async scrape(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    if (!this.allowed(request)) throw new ForbiddenException(/*i18n*/ 'Metrics need the metrics token');
    const { contentType, body } = await this.metrics.text();
    await reply.header('content-type', contentType).header('cache-control', 'no-store').send(body);
  }

  private allowed(request: FastifyRequest): boolean {
    const token = this.config.metricsToken;
    if (token) {
      const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      return timingSafeEqual(digest(given), digest(token));
    }
    return LOOPBACK.has(request.socket.remoteAddress ?? '') && request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined;
  }
}
