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

  /** Every room a session names or organisers set something for, with what was set and how many sessions use it. */
  async list(db: Tx = this.prisma): Promise<RoomView[]> {
    const recorded = (await db.room.findMany()).filter((r) => !isBare(r));
    const usage = await db.session.groupBy({ by: ['room'], _count: { _all: true } });
    const rooms = new Map<string, Listed>(recorded.map((r) => [r.key, { ...setFor(r), name: r.name, sessions: 0, named: true, spelling: 0 }]));
    for (const { room, _count } of usage) {
      if (!isRoom(room)) continue;
      const key = roomKey(room);
      const known = rooms.get(key);
      if (!known) rooms.set(key, { ...setFor(null), name: room.trim(), sessions: _count._all, named: false, spelling: _count._all });
      else {
        known.sessions += _count._all;
        // A room nobody set anything for is shown as most of its sessions spell it.
        if (!known.named && _count._all > known.spelling) Object.assign(known, { name: room.trim(), spelling: _count._all });
      }
    }
    return [...rooms.values()].map(({ named: _n, spelling: _s, ...view }) => view).sort(byName);
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

  /**
   * Sets (or, with null, clears) the capacities and stream links of the rooms named (a field left out is kept); each
   * change is audited; open editors are told. A room left with nothing set has no row.
   */
  async setCapacities(actor: AuthUser, rooms: RoomCapacityDto[]): Promise<RoomView[]> {
    const seen = new Set<string>();
    for (const { name } of rooms) {
      if (!isRoom(name)) throw fieldError('body', 'rooms', text(/*i18n*/ "''{name}'' is not a room: it has no capacity", { name }));
      if (seen.has(roomKey(name))) throw fieldError('body', 'rooms', text(/*i18n*/ "''{name}'' is named twice", { name }));
      seen.add(roomKey(name));
    }
    return this.changes.commit(async (tx, announce) => {
      const changed: string[] = [];
      for (const { name, capacity, stream_url } of rooms) {
        const key = roomKey(name);
        const before = await tx.room.findUnique({ where: { key } });
        const after = {
          capacity: capacity === undefined ? (before?.capacity ?? null) : capacity,
          stream_url: stream_url === undefined ? (before?.stream_url ?? null) : stream_url,
        };
        const renamed = before !== null && before.name !== name && (capacity != null || stream_url != null);
        if (before?.capacity == after.capacity && before?.stream_url == after.stream_url && !renamed) continue;
        await this.write(tx, key, before ? (renamed ? name : before.name) : name, after);
        changed.push(name);
        await this.audit.add(
          tx,
          {
            actor,
            action: 'set_capacity',
            entity: 'room',
            entityId: key,
            summary: `Room '${name}'`,
            before: before && { name: before.name, capacity: before.capacity, stream_url: before.stream_url },
            after: after.capacity === null && after.stream_url === null ? null : { name, ...after },
          },
          announce,
        );
      }
      if (changed.length) announce('rooms.changed', { names: changed });
      return this.list(tx);
    });
  }

  /** Places a room on a map (or, with null, takes it off); the caller audits and announces. */
  async place(tx: Tx, name: string, placement: { map_id: number; map_x: number; map_y: number } | null): Promise<void> {
    const key = roomKey(name);
    const before = await tx.room.findUnique({ where: { key } });
    const fields = placement ?? { map_id: null, map_x: null, map_y: null };
    await this.write(tx, key, before?.name ?? name.trim(), fields);
  }

  /** Upserts a room's row with these fields; a row left with nothing set is deleted. */
  private async write(tx: Tx, key: string, name: string, fields: Partial<Pick<RoomRow, 'capacity' | 'stream_url' | 'map_id' | 'map_x' | 'map_y'>>) {
    const row = await tx.room.upsert({ where: { key }, create: { key, name, ...fields }, update: { name, ...fields } });
    if (isBare(row)) await tx.room.delete({ where: { key } });
  }
}

type RoomRow = NonNullable<Awaited<ReturnType<PrismaService['room']['findUnique']>>>;
type Listed = RoomView & { named: boolean; spelling: number };

/** A row nothing is set in (such rows are deleted; older ones may remain). */
const isBare = (r: Pick<RoomRow, 'capacity' | 'stream_url' | 'map_id'>) => r.capacity === null && r.stream_url === null && r.map_id === null;

/** What organisers set for a room (nothing, when it has no row). */
const setFor = (r: RoomRow | null) => ({
  capacity: r?.capacity ?? null,
  stream_url: r?.stream_url ?? null,
  map_id: r?.map_id ?? null,
  map_x: r?.map_x ?? null,
  map_y: r?.map_y ?? null,
});
