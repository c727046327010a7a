// "Running N minutes late" (issue 47): an organiser, or the host of one of the room's sessions today, marks a room
// late from a phone. One mark per room, for one venue date: a mark from an earlier day is no delay, so it clears
// itself at midnight without a job. A change of mark is one durable event (room.delayed): the public read model
// records it (pages and screens see it pushed, and a page loaded later reads it), and the room's remaining savers
// are told once (room-delay-notices.ts).
//
// When the room will not catch up, an organiser also moves its sessions still to come today (moveFollowing): ordinary
// schedule moves, each in the organiser's undo history, audited, and held for the next release in release mode, all
// in one transaction. Live, the moved sessions now carry the lateness, so the mark is lowered by the minutes moved
// (pages and screens would count it twice otherwise); in release mode the public keeps the old times, and the mark,
// until a release.
import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { addDays, venueDay, venueInstant } from '../common/event-time.js';
import { Changes, type Announce, type Tx } from '../events/changes.service.js';
import { PrismaService } from '../prisma/database.js';
import { ROOM_NAME } from '../rooms/room.dto.js';
import { scheduleMode } from '../sessions/schedule-mode.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { isRoom, roomKey } from '../rooms/room-key.js';
import type { AuthUser } from '../views/auth-user.view.js';
import type { MarkableRoomsView, MovedFollowingView, RoomDelayView } from './room-delay.view.js';

const MINUTE = 60_000;

const byName = (a: { room: string }, b: { room: string }) => a.room.localeCompare(b.room, 'en', { numeric: true });

@Injectable()
export class RoomDelaysService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly changes: Changes,
    private readonly clock: Clock,
    private readonly sessions: SessionsService,
  ) {}

  /** Today's venue date, by the app's clock. */
  today(): string {
    return venueDay(this.clock.now());
  }

  /** The sessions (not cancelled) that start on this venue date, with their rooms and hosts. */
  private sessionsOn(db: Tx, day: string, where: { host_user_id?: number } = {}) {
    return db.session.findMany({
      where: { ...where, status: { not: 'cancelled' }, start_time: { gte: venueInstant(day, '00:00'), lt: venueInstant(addDays(day, 1), '00:00') } },
      select: { id: true, room: true, host_user_id: true, start_time: true, end_time: true },
    });
  }

  /** How late each room runs today (rooms without a mark for today run on time). */
  private async delaysOn(db: Tx, day: string): Promise<Map<string, number>> {
    const rows = await db.roomDelay.findMany({ where: { day } });
    return new Map(rows.map((r) => [r.key, r.minutes]));
  }

  /** The rooms the user may mark today: organisers every room of today's programme, hosts the rooms of their sessions. */
  async markable(user: AuthUser): Promise<MarkableRoomsView> {
    const day = this.today();
    const sessions = await this.sessionsOn(this.prisma, day, user.role === 'admin' ? {} : { host_user_id: user.id });
    const delays = await this.delaysOn(this.prisma, day);
    const rooms = new Map<string, RoomDelayView>();
    for (const s of sessions) {
      if (!isRoom(s.room) || rooms.has(roomKey(s.room))) continue;
      rooms.set(roomKey(s.room), { room: s.room.trim(), day, delay_minutes: delays.get(roomKey(s.room)) ?? 0 });
    }
    return { day, rooms: [...rooms.values()].sort(byName) };
  }

  /** Today's sessions in the room (by its key). */
  private async todayIn(key: string, day: string) {
    return (await this.sessionsOn(this.prisma, day)).filter((s) => roomKey(s.room) === key);
  }

  /** Organisers, and the host of a session in the room today; anyone else is refused, whether the room exists or not. */
  async assertMayMark(user: AuthUser, name: string): Promise<void> {
    if (user.role === 'admin') return;
    const today = isRoom(name) ? await this.todayIn(roomKey(name), this.today()) : [];
    if (!today.some((s) => s.host_user_id === user.id))
      throw new ForbiddenException(/*i18n*/ 'Only organisers and the host of a session in this room today can mark it late');
  }

  /** Marks the room `minutes` late for today (0: on time). Only a change of mark is recorded and told. */
  async mark(user: AuthUser, name: string, minutes: number): Promise<RoomDelayView> {
    await this.assertMayMark(user, name);
    const room = roomNamed(name);
    const key = roomKey(room);
    const day = this.today();
    const today = await this.todayIn(key, day);
    if (today.length === 0) {
      const named = await this.prisma.session.findMany({ distinct: ['room'], select: { room: true } });
      if (!named.some((s) => roomKey(s.room) === key)) throw new NotFoundException(/*i18n*/ 'No session takes place in this room');
    }
    const shown = today.length ? today[0].room.trim() : room;
    return this.changes.commit(async (tx, announce) => {
      await this.setMark(tx, announce, user, { key, shown, day }, minutes, await this.heldMark(tx, key, day));
      return { room: shown, day, delay_minutes: minutes };
    });
  }

  /** The room's mark for today, locked until the transaction ends: two taps from two phones are two changes, never a lost one. */
  private async heldMark(tx: Tx, key: string, day: string): Promise<number> {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`room-delay:${key}`}))`;
    const held = await tx.roomDelay.findUnique({ where: { key } });
    return held && held.day === day ? held.minutes : 0;
  }

  /** Records a change of mark (nothing when it stays) and announces it. */
  private async setMark(tx: Tx, announce: Announce, user: AuthUser, room: { key: string; shown: string; day: string }, minutes: number, before: number) {
    if (before === minutes) return;
    const { key, shown, day } = room;
    await tx.roomDelay.upsert({
      where: { key },
      create: { key, name: shown, day, minutes, set_by: user.id },
      update: { name: shown, day, minutes, set_by: user.id },
    });
    announce('room.delayed', { room: shown, key, day, minutes, before, marked_at: this.clock.now() });
  }

  /**
   * Moves the room's sessions still to come today (their start plus the room's delay not yet come) `minutes` later,
   * as the organiser's schedule moves; organisers only (the route says so). All or none.
   */
  async moveFollowing(actor: AuthUser, name: string, minutes: number): Promise<MovedFollowingView> {
    const room = roomNamed(name);
    const key = roomKey(room);
    const day = this.today();
    return this.changes.commit(async (tx, announce) => {
      const delay = await this.heldMark(tx, key, day);
      const today = (await this.sessionsOn(tx, day)).filter((s) => roomKey(s.room) === key);
      if (today.length === 0) throw new NotFoundException(/*i18n*/ 'No session takes place in this room today');
      const now = this.clock.now().getTime();
      const following = today
        .filter((s) => s.start_time.getTime() + delay * MINUTE > now)
        .sort((a, b) => a.start_time.getTime() - b.start_time.getTime() || a.id - b.id);
      if (following.length === 0) throw new ConflictException(/*i18n*/ 'No session is still to come in this room today');
      const moved: MovedFollowingView['moved'] = [];
      for (const s of following) {
        const startTime = new Date(s.start_time.getTime() + minutes * MINUTE).toISOString();
        const endTime = new Date(s.end_time.getTime() + minutes * MINUTE).toISOString();
        const after = await this.sessions.updateIn(tx, announce, actor, s.id, { startTime, endTime }, 'move');
        moved.push({ id: after.id, title: after.title, start_time: after.start_time.toISOString(), end_time: after.end_time.toISOString() });
      }
      const draft = (await scheduleMode(tx)) === 'release';
      const left = draft ? delay : Math.max(0, delay - minutes);
      await this.setMark(tx, announce, actor, { key, shown: today[0].room.trim(), day }, left, delay);
      return { room: today[0].room.trim(), day, delay_minutes: left, moved, draft };
    });
  }
}

/** The room an address names (as sessions name it); else 400. */
function roomNamed(name: string): string {
  const room = name.trim();
  if (!isRoom(room) || room.length > 100 || !ROOM_NAME.test(room)) throw new BadRequestException(/*i18n*/ 'The address must name a room');
  return room;
}
