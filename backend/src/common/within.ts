/** `work`'s answer, or `fallback` once `ms` have passed or it failed: for probes and shutdowns that must not hang. */
export function within<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)));
  return Promise.race([work.catch(() => fallback), late]).finally(() => clearTimeout(timer));
}
