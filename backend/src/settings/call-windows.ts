// When the calls accept (issue 29): a call accepts while its switch is on and now lies within its opening and closing
// instants; without instants it follows the switch alone, as the spec has it. Pure, so the rules are read in one place.

export interface CallWindow {
  /** The organisers' switch (the spec's accepting_cfp / accepting_sponsors as PATCH sets it). */
  on: boolean;
  opensAt: Date | null;
  closesAt: Date | null;
}

/** Whether the call accepts at `now`: from its opening instant (included) to its closing instant (excluded). */
export function accepts(call: CallWindow, now: Date): boolean {
  if (!call.on) return false;
  if (call.opensAt && now < call.opensAt) return false;
  return !(call.closesAt && now >= call.closesAt);
}

/** The next instant after `now` at which one of the calls may open or close; null when none is ahead. */
export function nextTurn(calls: CallWindow[], now: Date): Date | null {
  const ahead = calls
    .flatMap((call) => [call.opensAt, call.closesAt])
    .filter((at): at is Date => at !== null && at > now)
    .sort((a, b) => a.getTime() - b.getTime());
  return ahead[0] ?? null;
}
