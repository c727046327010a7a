// What a first start writes (the migrations, the ADMIN_EMAIL account, the demo content) is "check, then write", and
// every process of a deployment does it: replicas and the worker started together on an empty database would each
// find nothing and each write it (twice the demo programme, or a crash on the users' email index). So each of those
// writes runs under this one PostgreSQL advisory lock: the processes take turns, and the next one finds what the one
// before it committed. PostgreSQL lets go of the lock when its holder's transaction or connection ends, so a process
// that dies holding it does not hold up the others.
import type { Prisma } from '../generated/prisma/client.js';

/** The lock's key, the same for every process on the database. */
export const START_UP_LOCK = 72707369;

/**
 * Transaction options for a start-up write: it may wait behind the other processes' start-up writes (the whole demo
 * programme, a password hash) on a machine that is busy starting all of them.
 */
export const START_UP_TRANSACTION = { timeout: 60_000, maxWait: 30_000 };

/** Takes the start-up lock for the rest of this transaction (Read Committed: what follows sees the others' writes). */
export async function takeStartUpLock(tx: Prisma.TransactionClient): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${START_UP_LOCK})`;
}
