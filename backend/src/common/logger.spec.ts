// Nest's logger over pino: what `new Logger('Context')` calls become in the JSON lines, with the request id of the
// work under way.
import { ConsoleLogger, Logger } from '@nestjs/common';
import { createLogger, NestPinoLogger } from './logger.js';
import { withRequestId } from './request-context.js';

async function logged(level: 'info' | 'warn', write: (logger: Logger) => void): Promise<Record<string, unknown>[]> {
  const lines: Record<string, unknown>[] = [];
  const pino = await createLogger({ format: 'json', level }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  Logger.overrideLogger(new NestPinoLogger(pino));
  write(new Logger('Mail'));
  return lines;
}

describe('src/common/logger.spec.ts', () => {
  // Nest's loggers are the process's: the spec files after this one in a shard get Nest's own again.
  afterAll(() => Logger.overrideLogger(new ConsoleLogger({ logLevels: ['error'] })));

  it("writes the context, the level by name and, inside a request's work, its id", async () => {
    const lines = await logged('info', (logger) => {
      logger.log('Sent mail 1');
      withRequestId('req-1', () => logger.warn('Mail 2 not sent'));
    });
    expect(lines).toEqual([
      expect.objectContaining({ level: 'info', context: 'Mail', msg: 'Sent mail 1', time: expect.any(String) }),
      expect.objectContaining({ level: 'warn', context: 'Mail', msg: 'Mail 2 not sent', req_id: 'req-1' }),
    ]);
    expect(lines[0]).not.toHaveProperty('req_id');
  });

  it('keeps an error stack apart from the message and leaves out what is below the level', async () => {
    const lines = await logged('warn', (logger) => {
      logger.log('not shown');
      logger.error('It failed', 'Error: boom\n    at somewhere');
      logger.error(new Error('thrown'));
    });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'error',
        context: 'Mail',
        msg: 'It failed',
        err: expect.objectContaining({ message: 'It failed', stack: 'Error: boom\n    at somewhere' }),
      }),
      expect.objectContaining({ level: 'error', context: 'Mail', msg: 'thrown', err: expect.objectContaining({ message: 'thrown' }) }),
    ]);
  });

  it('runs work outside any request when asked, even inside one', () => {
    const seen = withRequestId('outer', () => withRequestId(null, () => withRequestId(undefined, () => 'none')));
    expect(seen).toBe('none');
  });
});
