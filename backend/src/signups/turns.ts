/** At most `limit` tasks at once per key; the others wait here, in the order they came. */
export class Turns {
  private readonly keys = new Map<number, { running: number; waiting: (() => void)[] }>();

  constructor(private readonly limit: number) {}

  async run<T>(key: number, task: () => Promise<T>): Promise<T> {
    const turn = this.keys.get(key) ?? { running: 0, waiting: [] };
    this.keys.set(key, turn);
    if (turn.running >= this.limit) await new Promise<void>((resolve) => turn.waiting.push(resolve));
    else turn.running++;
    try {
      return await task();
    } finally {
      // The turn passes to the next in line directly, or is given back.
      const next = turn.waiting.shift();
      if (next) next();
      else if (--turn.running === 0) this.keys.delete(key);
    }
  }
}
