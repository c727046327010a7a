import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../views/auth-user.view.js';
import { fieldError } from '../http/api-error.js';
import { AuditService } from '../audit/audit.service.js';
import { Changes, type Tx } from '../events/changes.service.js';
import { PrismaService } from '../prisma/database.js';
import { isRoom, roomKey, type Capacities } from './room-key.js';
import type { RoomCapacityDto } from './room.dto.js';
import type { RoomView } from './room.view.js';
import { text } from '../i18n/error-text.js';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en', { numeric: true });

/**
 * The rooms of the venue and what each holds. Sessions keep naming their room as free text; a capacity is kept per
 * room (matched like clashes: case and surrounding space do not matter), so it holds for every session in that room.
 */
@Injectable()
export class RoomsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly changes: Changes,
    private readonly audit: AuditService,
  ) {}

  /** Every room a session names or organisers set something for, with its capacity and how many sessions use it. */
  async list(db: Tx = this.prisma): Promise<RoomView[]> {
    const recorded = (await db.room.findMany()).filter((r) => r.capacity !== null || r.stream_url !== null || r.map_id !== null);
    const usage = await db.session.groupBy({ by: ['room'], _count: { _all: true } });
    const rooms = new Map(recorded.map((r) => [r.key, { name: r.name, capacity: r.capacity as number | null, sessions: 0, named: true, spelling: 0 }]));
    for (const { room, _count } of usage) {
      if (!isRoom(room)) continue;
      const key = roomKey(room);
      const known = rooms.get(key);
      if (!known) rooms.set(key, { name: room.trim(), capacity: null, sessions: _count._all, named: false, spelling: _count._all });
      else {
        known.sessions += _count._all;
        // A room nobody set a capacity for is shown as most of its sessions spell it.
        if (!known.named && _count._all > known.spelling) Object.assign(known, { name: room.trim(), spelling: _count._all });
      }
    }
    return [...rooms.values()].map(({ name, capacity, sessions }) => ({ name, capacity, sessions })).sort(byName);
  }

  /** Known capacities by room key. */
  async capacities(db: Tx = this.prisma): Promise<Capacities> {
    const rows = await db.room.findMany({ where: { capacity: { not: null } } });
    return new Map(rows.map((r) => [r.key, { name: r.name, capacity: r.capacity! }]));
  }

  /** How many attendees saved each session (all of them, or these): one grouped count, whatever the number. */
  async savedCounts(db: Tx = this.prisma, sessionIds?: readonly number[]): Promise<Map<number, number>> {
    const groups = await db.savedSession.groupBy({
      by: ['session_id'],
      where: sessionIds ? { session_id: { in: [...sessionIds] } } : undefined,
      _count: { _all: true },
    });
    return new Map(groups.map((g) => [g.session_id, g._count._all]));
  }

  /** Sets (or, with null, clears) the capacities of the rooms named; each change is audited; open editors are told. */
  async setCapacities(actor: AuthUser, rooms: RoomCapacityDto[]): Promise<RoomView[]> {
    const seen = new Set<string>();
    for (const { name } of rooms) {
      if (!isRoom(name)) throw fieldError('body', 'rooms', text(/*i18n*/ "''{name}'' is not a room: it has no capacity", { name }));
      if (seen.has(roomKey(name))) throw fieldError('body', 'rooms', text(/*i18n*/ "''{name}'' is named twice", { name }));
      seen.add(roomKey(name));
    }
    return this.changes.commit(async (tx, announce) => {
      const changed: string[] = [];
      for (const { name, capacity } of rooms) {
        const key = roomKey(name);
        const before = await tx.room.findUnique({ where: { key } });
        if (capacity === null) {
          if (before?.capacity == null) continue;
          await tx.room.update({ where: { key }, data: { capacity: null } });
        } else {
          if (before?.capacity === capacity && before.name === name) continue;
          await tx.room.upsert({ where: { key }, create: { key, name, capacity }, update: { name, capacity } });
        }
        changed.push(name);
        await this.audit.add(
          tx,
          {
            actor,
            action: 'set_capacity',
            entity: 'room',
            entityId: key,
            summary: `Room '${name}'`,
            before: before && { name: before.name, capacity: before.capacity },
            after: capacity === null ? null : { name, capacity },
          },
          announce,
        );
      }
      if (changed.length) announce('rooms.changed', { names: changed });
      return this.list(tx);
    });
  }
}
