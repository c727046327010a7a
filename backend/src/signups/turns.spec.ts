import { Turns } from './turns.js';

describe('src/signups/turns.spec.ts', () => {
  it('runs at most the limit at once per key, the rest in the order they came, and other keys beside them', async () => {
    const turns = new Turns(2);
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const task = (name: string) => () =>
      new Promise<string>((resolve) => {
        running++;
        most = Math.max(most, running);
        log.push(name);
        releases.push(() => {
          running--;
          resolve(name);
        });
      });
    const done = ['a', 'b', 'c', 'd'].map((name) => turns.run(1, task(name)));
    const other = turns.run(2, task('other'));
    await new Promise((r) => setImmediate(r));
    expect(log).toEqual(['a', 'b', 'other']);
    while (releases.length) {
      releases.shift()!();
      await new Promise((r) => setImmediate(r));
    }
    expect(await Promise.all(done)).toEqual(['a', 'b', 'c', 'd']);
    expect(await other).toBe('other');
    expect(log).toEqual(['a', 'b', 'other', 'c', 'd']);
    expect(most).toBe(3);
  });

  it('passes the turn on when a task fails', async () => {
    const turns = new Turns(1);
    const failed = turns.run(1, () => Promise.reject(new Error('no')));
    const next = turns.run(1, () => Promise.resolve('next'));
    await expect(failed).rejects.toThrow('no');
    expect(await next).toBe('next');
  });
});
