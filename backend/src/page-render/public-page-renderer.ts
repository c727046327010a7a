// Server rendering of the pages the client's server entry lists (frontend/src/entry-server.tsx, built into
// frontend/dist-ssr/): each is rendered once per public version from the read model's own answers and kept until
// the next version, so a visitor's first paint no longer waits for the client's code (issue 12). The rendering
// runs in a worker thread (page-render-worker.ts); a render that fails or takes too long gives no page, and the
// visitor gets the client-rendered one as before.
import { Logger } from '@nestjs/common';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FromWorker, RenderedPage, ToWorker } from './page-render-protocol.js';
import { renderWorker } from './page-render-worker.js';

export type { RenderedPage } from './page-render-protocol.js';

/** An address to send the visitor to instead: an item's own, when they came by another slug. */
export interface Redirect {
  redirect: string;
}

export type PublicRead = (url: string) => Promise<{ body: unknown; version: number }>;

export interface RendererLimits {
  /** A render slower than this is given up (the worker is restarted): the visitor gets the client-rendered page. */
  renderTimeoutMs: number;
  /** Starting the worker loads the whole client bundle: it may take a few seconds on a busy machine. */
  startTimeoutMs: number;
  /** Renders failed in a row after which pages are left to the browser for a while (pauseMs). */
  maxFailures: number;
  /**
   * How long pages are left to the browser after maxFailures in a row or a start that timed out: a burst of load
   * passes, and the server renders again. Each further pause without a good render in between is twice as long, up
   * to 32 times this; a good render ends the doubling.
   */
  pauseMs: number;
  /**
   * How long a visitor waits for the page at the current version before getting the one rendered at the version
   * before (which catches up by itself). A render takes tens of milliseconds, so after a burst of edits the next
   * visitor gets the current page, not one a version behind that must then catch up (issue 45).
   */
  currentWaitMs: number;
}

const LIMITS: RendererLimits = { renderTimeoutMs: 5_000, startTimeoutMs: 20_000, maxFailures: 3, pauseMs: 30_000, currentWaitMs: 1_000 };
const MAX_PAUSE_DOUBLINGS = 5;

/** Pages kept, the most recently rendered: items' pages make the addresses open-ended (/sessions/12-any-slug). */
const PAGES_KEPT = 1000;

/** Sets a map's entry as its newest, dropping the oldest past `max`. */
function keep<V>(map: Map<string, V>, key: string, value: V, max = PAGES_KEPT): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value!);
}

/** A page's render at one version; `done` once it has finished (null: it failed). */
interface Render {
  version: number;
  page: Promise<RenderedPage | null>;
  done?: RenderedPage | null;
}

/** The addresses the entry renders: listed ones, and those matching a pattern (/archive/2025). */
interface Routes {
  listed: Set<string>;
  patterns: RegExp[];
}

/** A render's end: its page, and whether it failed (a page that names nothing is no failure). */
type Finish = (page: RenderedPage | null, failed: boolean) => void;

interface Running {
  worker: Worker;
  routes: Promise<Routes>;
  renders: Map<number, Finish>;
  /**
   * The worker's renders, one after another: a render's time limit counts its own work, not the renders queued before
   * it (a burst of new pages after an edit, on a busy machine, was taken for a hung renderer).
   */
  queue: Promise<unknown>;
}

/**
 * An item's address: its id, then a slug of its title for people reading the link (/sessions/12-opening-keynote).
 * The id alone decides what the page shows; the first group is the id's address.
 */
const SLUGGED = /^(.*\/\d+)-[^/]*$/;

const renders = (routes: Routes, pathname: string) => routes.listed.has(pathname) || routes.patterns.some((pattern) => pattern.test(pathname));

export class PublicPageRenderer {
  private readonly logger = new Logger('ServerRender');
  private running: Running | null = null;
  private lastRender = 0;
  /** Set when the entry cannot be loaded at all (or on close): no point starting it again for every visitor. */
  private broken = false;
  /** Until when pages are left to the browser (limits.pauseMs), and how many pauses came without a good render. */
  private pausedUntil = 0;
  private pauses = 0;
  private readonly pages = new Map<string, Render>();
  /** Renders failed in a row (limits.maxFailures). */
  private failures = 0;
  /** The last page rendered at each address, answered while the next version renders. */
  private readonly latest = new Map<string, RenderedPage>();

  constructor(
    private readonly entryFile: string,
    private readonly productName: string,
    /** A public GET as the read model answers it: the parsed body and its X-Public-Version. */
    private readonly read: PublicRead,
    /** The read model's current version: a page is rendered again when it moves on. */
    private readonly version: () => number,
    private readonly limits: RendererLimits = LIMITS,
  ) {}

  static fromDist(frontendDist: string, productName: string, read: PublicRead, version: () => number): PublicPageRenderer | null {
    const entryFile = path.join(path.dirname(frontendDist), 'dist-ssr', 'entry-server.js');
    return existsSync(entryFile) ? new PublicPageRenderer(entryFile, productName, read, version) : null;
  }

  /**
   * The page at this address, or null (not listed, or rendering failed). After a new version the page at that
   * version is answered once rendered, unless that takes longer than limits.currentWaitMs: then the page rendered at
   * a previous version is, and it catches up by itself (its socket's `hello` names the newer version, and its boot
   * script brings in the current page), so no visitor waits long for a render once the first one is done. While
   * rendering is paused after failures, the last page rendered is answered.
   */
  async render(pathname: string): Promise<RenderedPage | Redirect | null> {
    if (this.paused()) return this.latest.get(pathname) ?? null;
    const running = this.start();
    if (!running || !renders(await running.routes, pathname)) return null;
    const slugged = SLUGGED.exec(pathname);
    if (slugged) {
      const own = await this.ownAddress(running, slugged[1]);
      if (own === null) return null;
      if (own !== pathname) return { redirect: own };
    }
    const hit = this.current(running, pathname);
    const previous = this.latest.get(pathname) ?? null;
    if (hit.done !== undefined) return hit.done ?? previous;
    if (!previous) return hit.page;
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<RenderedPage>((resolve) => {
      timer = setTimeout(() => resolve(previous), this.limits.currentWaitMs);
      timer.unref();
    });
    return Promise.race([hit.page.then((page) => page ?? previous), waited]).finally(() => clearTimeout(timer));
  }

  /**
   * The address of the item an id's address names, with its slug as the item's page says it is now
   * (ItemHead.address), in the language of `byId`; the id's address itself when it names no item; null when its page
   * cannot be rendered. Made-up slugs cost no render of their own: the id's page is rendered once per version, and
   * its current render decides (a page a version behind could send a renamed item's new address to its old one).
   */
  private async ownAddress(running: Running, byId: string): Promise<string | null> {
    const page = await this.current(running, byId).page;
    if (!page) return null;
    const { address, canonical } = page.head ?? {};
    if (page.status === 404 || !address || !canonical || !byId.endsWith(canonical)) return byId;
    return byId.slice(0, byId.length - canonical.length) + address;
  }

  /** The render of this address at the current version, started if there is none yet. */
  private current(running: Running, pathname: string): Render {
    const version = this.version();
    let hit = this.pages.get(pathname);
    if (hit?.version !== version) {
      const entry: Render = { version, page: this.renderIn(running, pathname) };
      entry.page = entry.page.then((rendered) => {
        entry.done = rendered;
        if (rendered) keep(this.latest, pathname, rendered);
        return rendered;
      });
      hit = entry;
      keep(this.pages, pathname, hit);
    }
    return hit;
  }

  /** The addresses the entry renders (at start-up, to render them before the first visitor asks). */
  async routes(): Promise<string[]> {
    const running = this.start();
    return running ? [...(await running.routes).listed] : [];
  }

  async close(): Promise<void> {
    const running = this.running;
    this.running = null;
    this.broken = true;
    await running?.worker.terminate();
  }

  private renderIn(running: Running, pathname: string): Promise<RenderedPage | null> {
    const turn = running.queue.then(() => this.renderNow(running, pathname));
    running.queue = turn;
    return turn;
  }

  private renderNow(running: Running, pathname: string): Promise<RenderedPage | null> {
    // Its worker was ended while this waited: no page, and no failure of its own.
    if (this.running !== running) return Promise.resolve(null);
    const id = ++this.lastRender;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.logger.error(`Rendering ${pathname} took over ${this.limits.renderTimeoutMs} ms: restarting the renderer`);
        this.stop(running);
      }, this.limits.renderTimeoutMs);
      running.renders.set(id, (page, failed) => {
        clearTimeout(timer);
        if (!failed) {
          this.failures = 0;
          this.pauses = 0;
        } else if (++this.failures >= this.limits.maxFailures && !this.paused()) {
          this.pause(`${this.limits.maxFailures} renders failed in a row`);
        }
        resolve(page);
      });
      this.post(running, { type: 'render', id, pathname });
    });
  }

  private paused(): boolean {
    return Date.now() < this.pausedUntil;
  }

  /** Leaves pages to the browser for a while (limits.pauseMs), then renders again. */
  private pause(why: string): void {
    const ms = this.limits.pauseMs * 2 ** Math.min(this.pauses, MAX_PAUSE_DOUBLINGS);
    this.pauses++;
    this.failures = 0;
    this.pausedUntil = Date.now() + ms;
    this.logger.error(`${why}: pages are rendered in the browser for the next ${Math.round(ms / 1000)} s`);
  }

  private start(): Running | null {
    if (this.running || this.broken || this.paused()) return this.running;
    const worker = new Worker(`(${renderWorker.toString()})()`, {
      eval: true,
      workerData: { entryFile: this.entryFile, productName: this.productName },
    });
    // The API process may stop whatever the worker is doing.
    worker.unref();
    let started = false;
    let ready: (routes: Routes) => void = () => {};
    const running: Running = { worker, routes: new Promise((resolve) => (ready = resolve)), renders: new Map(), queue: Promise.resolve() };
    const startTimer = setTimeout(() => {
      this.pause(`The renderer did not start within ${this.limits.startTimeoutMs} ms`);
      this.stop(running);
    }, this.limits.startTimeoutMs);
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'ready') {
        clearTimeout(startTimer);
        started = true;
        this.logger.log(`Rendering ${[...message.routes, ...message.patterns].join(', ')} on the server`);
        ready({ listed: new Set(message.routes), patterns: message.patterns.map((source) => new RegExp(source)) });
      } else if (message.type === 'fetch') {
        void this.answer(running, message.id, message.url);
      } else {
        if (message.error) this.logger.error(`Rendering failed: ${message.error}`);
        running.renders.get(message.id)?.(message.page, Boolean(message.error));
        running.renders.delete(message.id);
      }
    });
    worker.on('error', (error) => {
      this.logger.error(`The renderer failed: ${error.stack ?? error.message}`);
      // Failing before it was ready: the entry itself cannot load, and will not on a second try either.
      if (!started) this.broken = true;
    });
    worker.on('exit', () => {
      clearTimeout(startTimer);
      ready({ listed: new Set(), patterns: [] });
      this.stop(running);
    });
    this.running = running;
    return running;
  }

  /** Ends a worker: its renders give no page, and the next request starts a new one (unless it is broken). */
  private stop(running: Running): void {
    if (this.running === running) this.running = null;
    for (const finish of running.renders.values()) finish(null, true);
    running.renders.clear();
    // A page that was being rendered there is rendered again on the next request.
    for (const [pathname, hit] of this.pages) if (hit.done === undefined) this.pages.delete(pathname);
    void running.worker.terminate();
  }

  private async answer(running: Running, id: number, url: string): Promise<void> {
    try {
      this.post(running, { type: 'answer', id, ...(await this.read(url)) });
    } catch (error) {
      this.post(running, { type: 'answer', id, error: (error as Error).message });
    }
  }

  private post(running: Running, message: ToWorker): void {
    if (this.running === running) running.worker.postMessage(message);
  }
}
