// The typed domain-event bus, its events those of the catalog (catalog.ts). Services announce events from their
// transaction (Changes.commit); the durable ones reach listeners here through the event relay once delivered, the
// rest straight after the commit. The realtime gateway listens; features never call it directly.
import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter } from 'node:events';
import type { z } from 'zod';
import type { EVENT_CATALOG } from './catalog.js';

export type { SessionSnapshot } from './catalog.js';

type Catalog = typeof EVENT_CATALOG;
/** Each event's payload, as its catalog entry describes it. */
export type DomainEventMap = { [K in keyof Catalog]: z.output<Catalog[K]['payload']> };
export type DomainEventName = keyof DomainEventMap;

/** A new version of the public read model: the records it changed in their public shape, or removed ids. */
export type PublicDelta = DomainEventMap['public.changed'];
type Listener<K extends DomainEventName> = (payload: DomainEventMap[K]) => unknown;

@Injectable()
export class DomainEvents {
  private readonly logger = new Logger('DomainEvents');
  private readonly emitter = new EventEmitter({ captureRejections: false });

  constructor() {
    this.emitter.setMaxListeners(50);
  }

  emit<K extends DomainEventName>(name: K, payload: DomainEventMap[K]): void {
    this.emitter.emit(name, payload);
  }

  /** A failing listener is logged and never breaks the request that emitted the event. */
  on<K extends DomainEventName>(name: K, listener: Listener<K>): () => void {
    const wrapped = (payload: DomainEventMap[K]) => {
      try {
        const result = listener(payload);
        if (result instanceof Promise) result.catch((error) => this.fail(name, error));
      } catch (error) {
        this.fail(name, error);
      }
    };
    this.emitter.on(name, wrapped);
    return () => this.emitter.off(name, wrapped);
  }

  private fail(name: string, error: unknown) {
    this.logger.error(`Listener for ${name} failed: ${(error as Error)?.stack ?? error}`);
  }
}
