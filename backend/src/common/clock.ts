// What time it is for the rules that follow the calendar (a call that closes at its instant). One clock for the app,
// so that tests move it instead of waiting: `shift` moves it (and tells those who plan around it), `reset` puts it back.
import { Global, Injectable, Module } from '@nestjs/common';

@Injectable()
export class Clock {
  private offsetMs = 0;
  private readonly listeners = new Set<() => void>();

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Moves the clock by `ms` (tests); whoever planned around it plans again. */
  shift(ms: number): void {
    this.offsetMs += ms;
    for (const listener of this.listeners) listener();
  }

  reset(): void {
    this.shift(-this.offsetMs);
  }

  /** Called whenever the clock is moved; returns the way to stop. */
  onShift(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
