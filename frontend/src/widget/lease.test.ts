import { describe, expect, it } from 'vitest';
import { whileHeld } from './lease';

function counted() {
  const log: string[] = [];
  const hold = whileHeld(() => {
    log.push('start');
    return () => log.push('stop');
  });
  return { log, hold };
}

describe('whileHeld', () => {
  it('starts on the first hold and stops when the last one is released', () => {
    const { log, hold } = counted();
    const first = hold();
    const second = hold();
    expect(log).toEqual(['start']);
    first();
    expect(log).toEqual(['start']);
    second();
    expect(log).toEqual(['start', 'stop']);
  });

  it('starts again when held again after stopping', () => {
    const { log, hold } = counted();
    hold()();
    const again = hold();
    expect(log).toEqual(['start', 'stop', 'start']);
    again();
    expect(log).toEqual(['start', 'stop', 'start', 'stop']);
  });

  it('counts a hold released twice once', () => {
    const { log, hold } = counted();
    const first = hold();
    const second = hold();
    first();
    first();
    expect(log).toEqual(['start']);
    second();
    expect(log).toEqual(['start', 'stop']);
    second();
    expect(log).toEqual(['start', 'stop']);
  });
});
