// Releases of the programme (release mode): organisers edit a draft (the sessions tables) while the public site shows
// the latest release; a release publishes the draft as a named version with its changelog, tells the savers and
// speakers of the sessions it changed (and the speakers of proposals it schedules), and stays browsable. Switching
// to release mode makes a first release of what is public; switching back to live publishes the draft like a
// release, so attendees are told and the history stays whole.
// The mode is kept on the settings row (conference_settings.schedule_mode).
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../views/auth-user.view.js';
import { AuditService } from '../audit/audit.service.js';
import { Changes, type Announce, type Tx } from '../events/changes.service.js';
import type { SessionSnapshot } from '../events/domain-events.js';
import type { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/database.js';
import { publicSettings, settingsRow } from '../settings/settings.service.js';
import { Clock } from '../common/clock.js';
import { publishProposalSpeakers } from '../sessions/proposal-scheduling.js';
import { slotOf, type Slot, type StoredReleaseChange } from '../sessions/schedule-changes.js';
import { releasedProgramme, sessionWithSpeakers, speakerAccounts, toSessionView, type SessionView } from '../sessions/session.view.js';
import { changelog, type ReleaseChange } from '../sessions/release-changelog.js';
import type { AdminReleaseView, DraftView, ModeChangeView } from './release.views.js';
import { LatestRelease } from '../sessions/latest-release.js';
import { scheduleMode, type ScheduleMode } from '../sessions/schedule-mode.js';
import { text } from '../i18n/error-text.js';

type Actor = Pick<AuthUser, 'id' | 'email'>;
type ReleaseRow = Prisma.ScheduleReleaseGetPayload<object>;

export const NOT_RELEASE_MODE = /*i18n*/ 'The schedule is in live mode: every edit is already public. Turn on release mode to publish versions.';
const nothingToRelease = (latest: string) => text(/*i18n*/ 'Nothing changed since {latest}: there is nothing to release.', { latest });

const ref = (r: Pick<ReleaseRow, 'number' | 'name' | 'released_at'>) => ({ number: r.number, name: r.name, released_at: r.released_at.toISOString() });
/** As stored, less the audit id; slots in their usual key order again (jsonb sorts keys). */
const publicChange = ({ session_id, title, kinds, before, after }: StoredReleaseChange): ReleaseChange => ({
  session_id,
  title,
  kinds,
  before: before && slotOf(before),
  after: after && slotOf(after),
});
const storedChanges = (r: Pick<ReleaseRow, 'changes'>) => r.changes as unknown as StoredReleaseChange[];

const snapshot = (id: number, slot: Slot): SessionSnapshot => ({
  id,
  title: slot.title,
  start_time: new Date(slot.startTime),
  end_time: new Date(slot.endTime),
  room: slot.room,
  status: slot.status,
});

function adminView(r: ReleaseRow): AdminReleaseView {
  const changes = storedChanges(r).map(publicChange);
  return { ...ref(r), change_count: changes.length, released_by: r.released_by_email, changes };
}

@Injectable()
export class ScheduleReleases {
  constructor(
    private readonly prisma: PrismaService,
    private readonly changes: Changes,
    private readonly audit: AuditService,
    private readonly latestRelease: LatestRelease,
    private readonly clock: Clock,
  ) {}

  /** What Release would publish now. */
  async draft(): Promise<DraftView> {
    const mode = await scheduleMode(this.prisma);
    const latest = await this.prisma.scheduleRelease.findFirst({ orderBy: { number: 'desc' }, select: { number: true, name: true, released_at: true } });
    if (mode !== 'release') return { mode, latest: latest && ref(latest), changes: [] };
    const { changes } = await this.pending(this.prisma);
    return { mode, latest: latest && ref(latest), changes };
  }

  /** Publishes the draft as a new version (release mode only, and only when something changed). */
  release(actor: Actor, name?: string | null): Promise<AdminReleaseView> {
    return this.changes.commit(async (tx, announce) => {
      if ((await scheduleMode(tx, 'update')) !== 'release') throw new ConflictException(NOT_RELEASE_MODE);
      const released = await this.publishDraft(tx, announce, actor, name);
      if (released) return adminView(released);
      const latest = await tx.scheduleRelease.findFirst({ orderBy: { number: 'desc' }, select: { name: true } });
      throw new ConflictException(
        latest?.name ? nothingToRelease(latest.name) : /*i18n*/ 'Nothing changed since the last release: there is nothing to release.',
      );
    });
  }

  /**
   * Switches the mode. To release mode: a first release of the programme as it is public now (so the public site
   * does not change). To live mode: the draft is published as a release (when it holds changes), then the tables
   * are public again. Audited as a settings change; organisers' consoles follow through settings.updated.
   */
  setMode(actor: Actor, to: ScheduleMode): Promise<ModeChangeView> {
    return this.changes.commit(async (tx, announce) => {
      await settingsRow(tx);
      const from = await scheduleMode(tx, 'update');
      if (from === to) return { mode: to, release: null };
      let release: ReleaseRow | null;
      if (to === 'release') {
        const programme = (await this.sessions(tx)).map(toSessionView);
        release = await this.create(tx, actor, { programme, changes: [] });
      } else {
        release = await this.publishDraft(tx, announce, actor);
        // Public again: the read model rebuilds the sessions from the tables.
        announce('sessions.changed', { ids: [] });
      }
      const row = await tx.conferenceSettings.update({ where: { id: 1 }, data: { schedule_mode: to } });
      const summary = to === 'release' ? 'Schedule: release mode' : 'Schedule: live mode';
      await this.audit.add(tx, { actor, entity: 'settings', entityId: 1, summary, before: { schedule_mode: from }, after: { schedule_mode: to } }, announce);
      announce('settings.updated', { settings: publicSettings(row, this.clock.now()) });
      return { mode: to, release: release && adminView(release) };
    });
  }

  /** Public: the mode and every release, newest first. */
  async list() {
    const mode = await scheduleMode(this.prisma);
    const rows = await this.prisma.scheduleRelease.findMany({
      orderBy: { number: 'desc' },
      select: { number: true, name: true, released_at: true, changes: true },
    });
    return { mode, releases: rows.map((r) => ({ ...ref(r), change_count: storedChanges(r).length })) };
  }

  /**
   * Public: one release's programme and changelog. The programme is shown as it was released, speakers' profiles
   * included (unlike the current programme, whose speakers are shown as they are now): browsing a version is looking
   * at a record of what was published then, and a speaker deleted since still appears on the sessions they gave.
   */
  async get(number: number) {
    const row = await this.prisma.scheduleRelease.findUnique({ where: { number } });
    if (!row) throw new NotFoundException(/*i18n*/ 'No such release');
    const changes = storedChanges(row).map(publicChange);
    return { ...ref(row), change_count: changes.length, programme: releasedProgramme(row.programme), changes };
  }

  /** Organisers: every release with its changelog and who made it, newest first. */
  async history(): Promise<AdminReleaseView[]> {
    const rows = await this.prisma.scheduleRelease.findMany({ orderBy: { number: 'desc' } });
    return rows.map(adminView);
  }

  /** The draft's programme (sessions not removed in it) and how it differs from the latest release. */
  private sessions(db: Tx) {
    return db.session.findMany({ include: sessionWithSpeakers, orderBy: [{ start_time: 'asc' }, { id: 'asc' }] });
  }

  private async pending(db: Tx) {
    const rows = await this.sessions(db);
    const programme = rows.filter((s) => !s.draft_removed_at).map(toSessionView);
    const released = (await this.latestRelease.programme(db)) ?? [];
    return { programme, released, removedIds: rows.filter((s) => s.draft_removed_at).map((s) => s.id), changes: changelog(released, programme) };
  }

  /**
   * Makes a release of the draft, or returns null when nothing changed. Each change is audited (action `release`, so
   * 'What changed' lists it under the release), its savers and speakers are told through the session notices (one
   * notice per user gathers all of a release's lines), the speakers of sessions it adds from proposals hear they are
   * scheduled, and sessions removed in the draft are deleted now. Those speakers go public first, so the programme
   * released lists them.
   */
  private async publishDraft(tx: Tx, announce: Announce, actor: Actor, name?: string | null): Promise<ReleaseRow | null> {
    const releasedIds = ((await this.latestRelease.programme(tx)) ?? []).map((s) => s.id);
    await publishProposalSpeakers(tx, announce, releasedIds);
    const { programme, released, removedIds, changes } = await this.pending(tx);
    if (changes.length === 0) {
      await this.deleteRemoved(tx, removedIds);
      return null;
    }
    const latest = await tx.scheduleRelease.findFirst({ orderBy: { number: 'desc' }, select: { number: true } });
    const number = (latest?.number ?? 0) + 1;
    const title = name?.trim() || `Version ${number}`;
    const before = new Map(released.map((s) => [s.id, s]));
    const after = new Map(programme.map((s) => [s.id, s]));
    const stored: StoredReleaseChange[] = [];
    for (const change of changes) {
      const id = change.session_id;
      const summary = `Session '${change.title}' in ${title}`;
      const record = {
        actor,
        entity: 'session' as const,
        entityId: id,
        action: 'release',
        summary,
        before: before.get(id) ?? null,
        after: after.get(id) ?? null,
      };
      stored.push({ ...change, audit_id: await this.audit.write(tx, record, announce) });
      if (change.before && change.after) announce('session.updated', { before: snapshot(id, change.before), after: snapshot(id, change.after) });
      if (change.before && !change.after) {
        // Deleted below: who to tell goes with the event.
        const savers = await tx.savedSession.findMany({ where: { session_id: id }, select: { user_id: true } });
        const row = await tx.session.findUnique({ where: { id }, include: sessionWithSpeakers });
        const speakerUserIds = row ? speakerAccounts(row) : [];
        announce('session.deleted', { before: snapshot(id, change.before), userIds: savers.map((s) => s.user_id), speakerUserIds });
      }
    }
    await this.announceScheduled(tx, announce, number, changes);
    await this.deleteRemoved(tx, removedIds);
    // The organisers' calendars drop their 'unreleased' marks.
    announce('sessions.changed', { ids: changes.map((c) => c.session_id) });
    const row = await this.create(tx, actor, { number, name: title, programme, changes: stored });
    announce('schedule.released', { number: row.number, name: row.name });
    return row;
  }

  /**
   * Proposals whose session this release publishes for the first time: their speakers are told now (held since the
   * session was made in the draft), of the slot as released, which the proposal records too.
   */
  private async announceScheduled(tx: Tx, announce: Announce, release: number, changes: ReleaseChange[]) {
    const added = new Map(changes.flatMap((c) => (c.kinds.includes('added') && c.after ? [[c.session_id, c.after] as const] : [])));
    if (added.size === 0) return;
    const proposals = await tx.proposal.findMany({
      where: { session_id: { in: [...added.keys()] }, status: 'approved_scheduled' },
      select: { id: true, session_id: true },
    });
    for (const proposal of proposals) {
      const slot = added.get(proposal.session_id!)!;
      await tx.proposal.update({ where: { id: proposal.id }, data: { scheduled_time: new Date(slot.startTime), scheduled_room: slot.room } });
      announce('proposal.decided', { proposalId: proposal.id, decision: 'scheduled', release });
    }
  }

  /** Sessions removed in the draft go for good once it is published (their savers were told first). */
  private async deleteRemoved(tx: Tx, ids: number[]) {
    if (ids.length) await tx.session.deleteMany({ where: { id: { in: ids } } });
  }

  private async create(tx: Tx, actor: Actor, release: { number?: number; name?: string; programme: SessionView[]; changes: StoredReleaseChange[] }) {
    const latest = await tx.scheduleRelease.findFirst({ orderBy: { number: 'desc' }, select: { number: true } });
    const number = release.number ?? (latest?.number ?? 0) + 1;
    return tx.scheduleRelease.create({
      data: {
        number,
        name: release.name ?? `Version ${number}`,
        programme: JSON.stringify(release.programme),
        changes: release.changes as unknown as Prisma.InputJsonValue,
        released_by: actor.id,
        released_by_email: actor.email,
      },
    });
  }
}
