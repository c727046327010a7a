import { Logger } from '@nestjs/common';
import { createApp } from './app.js';
import { loadConfigOrExit, logUnhandledRejections } from './common/process-guards.js';
import { ConfigError } from './config/config.js';

/** package.json's `engines`: the oldest Node every dependency supports. */
const NODE_MINIMUM = [20, 19];

async function main() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < NODE_MINIMUM[0] || (major === NODE_MINIMUM[0] && minor < NODE_MINIMUM[1])) {
    console.error(`Node ${NODE_MINIMUM.join('.')} or later is needed; this is Node ${process.versions.node}.`);
    process.exit(2);
  }
  logUnhandledRejections('App');
  const config = loadConfigOrExit();
  const running = await createApp(config);
  const logger = new Logger('App');
  logger.log(`${config.productName} is listening on ${running.url}`);
  // SIGTERM (a deployment, a scale-down): first close each kept-alive connection after its next answer (for a load
  // balancer's sake, KEEP_ALIVE_GRACE_MS), then stop taking requests, let those under way finish, close the sockets
  // (their clients reconnect, to another replica behind a load balancer), let mail jobs under way finish, then exit;
  // never longer than DRAIN_MS. Events and mail not yet delivered stay in their outboxes for the next process. Ctrl-C
  // (SIGINT) skips the grace.
  const drain = (signal: string) => {
    logger.log(`${signal}: draining (at most ${DRAIN_MS / 1000} s)`);
    setTimeout(() => {
      logger.error('Draining took too long: exiting now');
      process.exit(1);
    }, DRAIN_MS).unref();
    running
      .stopKeepingAlive(signal === 'SIGTERM' ? KEEP_ALIVE_GRACE_MS : 0)
      .then(() => running.close())
      .then(
        () => process.exit(0),
        (error: Error) => {
          logger.error(`Draining failed: ${error.stack ?? error}`);
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', drain);
  process.once('SIGINT', drain);
}

const DRAIN_MS = 10_000;
/**
 * How long a draining replica keeps taking requests on its open connections, answering each with `Connection: close`,
 * before it closes the rest: longer than the load balancer keeps an idle connection to it (ops/nginx: 2 s), so none
 * is left idle to be closed just as the balancer sends a write on it.
 */
const KEEP_ALIVE_GRACE_MS = 3_000;

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
