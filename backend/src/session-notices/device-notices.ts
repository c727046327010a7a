// Session notices of anonymous devices (issue 44): a device that starred a session is told of its changes, pushed
// only. A popular session may be starred by thousands of devices, so their notices are opened in a few statements
// per change, not a few per device.
import type { Prisma, SessionChangeNotice } from '../generated/prisma/client.js';
import { languageOr, type Language } from '../i18n/languages.js';
import type { SessionSnapshot } from '../events/domain-events.js';
import { readLines, type NoticeLine, type NoticeLines } from './change-lines.js';

/** The advisory lock namespaces of one notice writer per reader at a time (accounts, devices). */
export const ACCOUNT_LOCK_NAMESPACE = 7301;
export const DEVICE_LOCK_NAMESPACE = 7304;

export interface StarringDevice {
  id: number;
  language: Language;
}

/** Anonymous devices that starred the session and asked to be told of its changes (and did not mute it). */
export async function starringDevices(tx: Prisma.TransactionClient, sessionId: number): Promise<StarringDevice[]> {
  const devices = await tx.pushSubscription.findMany({
    where: { user_id: null, session_ids: { has: sessionId }, topics: { has: 'session_changes' }, NOT: { muted_session_ids: { has: sessionId } } },
    select: { id: true, language: true },
    orderBy: { id: 'asc' },
  });
  return devices.map((d) => ({ id: d.id, language: languageOr(d.language) }));
}

/**
 * Notes the change in an open notice: the session's line is said from where it stood when the window opened (or
 * `before`), and taken out when the change came to nothing. False when the sweep closed the notice meanwhile (then
 * this change starts the next one).
 */
export async function noteInOpen(
  tx: Prisma.TransactionClient,
  open: SessionChangeNotice,
  before: SessionSnapshot,
  describe: (from: SessionSnapshot) => NoticeLine | null,
): Promise<boolean> {
  const key = String(before.id);
  const { [key]: had, ...others } = readLines(open.changes);
  const from = had?.from ?? before;
  const line = describe(from);
  const changes: NoticeLines = line ? { ...others, [key]: { ...line, from } } : others;
  const { count } = await tx.sessionChangeNotice.updateMany({ where: { id: open.id, mailed_at: null }, data: { changes } });
  return count > 0;
}

/**
 * Notes a change of the session `before` for each device: in its open notice where it has one, else in a new one
 * (due after `windowMs`). The devices' locks are taken in one statement, in id order (the devices come sorted), so
 * two changes never open two notices for one device and never wait on each other crosswise. `describe` says the
 * change in the device's language (and nothing else of the device): a new notice's line is made once per language.
 */
export async function noteForDevices(
  tx: Prisma.TransactionClient,
  devices: StarringDevice[],
  before: SessionSnapshot,
  describe: (device: StarringDevice, from: SessionSnapshot) => NoticeLine | null,
  windowMs: number,
): Promise<void> {
  if (devices.length === 0) return;
  const ids = devices.map((d) => d.id);
  await tx.$queryRaw`SELECT count(pg_advisory_xact_lock(${DEVICE_LOCK_NAMESPACE}::int, id)) FROM unnest(${ids}::int[]) AS id`;
  const open = new Map<number, SessionChangeNotice>();
  const notices = await tx.sessionChangeNotice.findMany({
    where: { subscription_id: { in: ids }, mailed_at: null, due_at: { gt: new Date() } },
    orderBy: { id: 'asc' },
  });
  // The newest open notice of each device.
  for (const notice of notices) open.set(notice.subscription_id!, notice);
  const key = String(before.id);
  const dueAt = new Date(Date.now() + windowMs);
  const opened: Prisma.SessionChangeNoticeCreateManyInput[] = [];
  const lines = new Map<Language, NoticeLine | null>();
  for (const device of devices) {
    const notice = open.get(device.id);
    if (notice && (await noteInOpen(tx, notice, before, (from) => describe(device, from)))) continue;
    if (!lines.has(device.language)) lines.set(device.language, describe(device, before));
    const line = lines.get(device.language);
    if (line) opened.push({ subscription_id: device.id, changes: { [key]: { ...line, from: before } } as Prisma.InputJsonValue, due_at: dueAt });
  }
  if (opened.length) await tx.sessionChangeNotice.createMany({ data: opened });
}
