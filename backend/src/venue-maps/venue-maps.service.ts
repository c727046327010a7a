// The venue's floors: an uploaded plan each, on which organisers place the rooms (Room.map_id/map_x/map_y, in
// fractions of the plan, so a marker stays put whatever size the plan is shown at). Sessions show "on the map" for a
// placed room, so a placement announces rooms.changed (the public programme follows it).
import { Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../views/auth-user.view.js';
import { AuditService } from '../audit/audit.service.js';
import { Changes, type Tx } from '../events/changes.service.js';
import { fieldError, invalidFields } from '../http/api-error.js';
import { text } from '../i18n/error-text.js';
import type { Language } from '../i18n/languages.js';
import { PrismaService } from '../prisma/database.js';
import { isRoom } from '../rooms/room-key.js';
import { RoomsService } from '../rooms/rooms.service.js';
import { SiteImagesService } from '../uploads/site-images.service.js';
import { NewVenueMapFields, type PlaceRoomDto, type UpdateVenueMapDto } from './venue-map.dto.js';
import type { PublicVenueMapView, VenueMapView } from './venue-map.view.js';

const withRooms = { rooms: { where: { map_x: { not: null }, map_y: { not: null } }, orderBy: { name: 'asc' } } } as const;
type MapRow = NonNullable<Awaited<ReturnType<PrismaService['venueMap']['findFirst']>>> & {
  rooms: { key: string; name: string; map_x: number | null; map_y: number | null; stream_url: string | null }[];
};

const germanOf = (translations: unknown): string => {
  const de = (translations as { de?: { floor?: unknown } } | null)?.de?.floor;
  return typeof de === 'string' ? de : '';
};

function toView(row: MapRow): VenueMapView {
  return {
    id: row.id,
    floor: row.floor,
    floor_de: germanOf(row.translations),
    position: row.position,
    image_url: row.image_url,
    width: row.width,
    height: row.height,
    rooms: row.rooms.map((r) => ({ key: r.key, name: r.name, x: r.map_x!, y: r.map_y!, stream_url: r.stream_url })),
  };
}

@Injectable()
export class VenueMapsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly changes: Changes,
    private readonly audit: AuditService,
    private readonly rooms: RoomsService,
    private readonly images: SiteImagesService,
  ) {}

  async list(db: Tx = this.prisma): Promise<VenueMapView[]> {
    const rows = await db.venueMap.findMany({ include: withRooms, orderBy: [{ position: 'asc' }, { id: 'asc' }] });
    return rows.map(toView);
  }

  /** The floors as visitors read them: the name in their language (English when it has no German one). */
  async publicList(language: Language): Promise<PublicVenueMapView[]> {
    return (await this.list()).map(({ floor_de, position: _p, ...floor }) => ({ ...floor, floor: language === 'de' && floor_de ? floor_de : floor.floor }));
  }

  /** A new floor from an uploaded plan and the form's fields (checked before the image is decoded and stored). */
  async create(actor: AuthUser, upload: { file: Buffer; fields: Record<string, string> }): Promise<VenueMapView> {
    const parsed = NewVenueMapFields.safeParse(upload.fields);
    if (!parsed.success) throw invalidFields(parsed.error.issues.map((i) => ({ loc: ['body', ...i.path.map(String)], msg: i.message, type: 'value_error' })));
    const { floor, floor_de, position } = parsed.data;
    const image = await this.images.uploadVenueMap(upload.file);
    return this.changes.commit(async (tx, announce) => {
      const count = await tx.venueMap.count();
      const row = await tx.venueMap.create({
        data: { floor, translations: floor_de ? { de: { floor: floor_de } } : {}, position: position ?? count, ...image },
        include: withRooms,
      });
      await this.audit.add(
        tx,
        { actor, action: 'create_map', entity: 'room', entityId: `map:${row.id}`, summary: `Floor '${floor}'`, before: null, after: { floor, floor_de } },
        announce,
      );
      return toView(row);
    });
  }

  async update(actor: AuthUser, id: number, dto: UpdateVenueMapDto): Promise<VenueMapView> {
    return this.changes.commit(async (tx, announce) => {
      const before = await this.find(tx, id);
      const floor_de = dto.floor_de ?? germanOf(before.translations);
      const row = await tx.venueMap.update({
        where: { id },
        data: { floor: dto.floor, position: dto.position, translations: floor_de ? { de: { floor: floor_de } } : {} },
        include: withRooms,
      });
      const summary = `Floor '${row.floor}'`;
      const was = { floor: before.floor, floor_de: germanOf(before.translations), position: before.position };
      await this.audit.add(
        tx,
        {
          actor,
          action: 'update_map',
          entity: 'room',
          entityId: `map:${id}`,
          summary,
          before: was,
          after: { floor: row.floor, floor_de, position: row.position },
        },
        announce,
      );
      return toView(row);
    });
  }

  /** Deletes a floor; its rooms are off the map (their other settings stay). The plan's file stays: its name is never reused. */
  async remove(actor: AuthUser, id: number): Promise<void> {
    await this.changes.commit(async (tx, announce) => {
      const before = await this.find(tx, id);
      for (const room of before.rooms) await this.rooms.place(tx, room.name, null);
      await tx.venueMap.delete({ where: { id } });
      await this.audit.add(
        tx,
        {
          actor,
          action: 'delete_map',
          entity: 'room',
          entityId: `map:${id}`,
          summary: `Floor '${before.floor}'`,
          before: { floor: before.floor },
          after: null,
        },
        announce,
      );
      if (before.rooms.length) announce('rooms.changed', { names: before.rooms.map((r) => r.name) });
    });
  }

  /** Places a room on this floor (moving it from another), or with x and y null takes it off the map. */
  async place(actor: AuthUser, id: number, dto: PlaceRoomDto): Promise<VenueMapView> {
    if (!isRoom(dto.room)) throw fieldError('body', 'room', text(/*i18n*/ "''{name}'' is not a room", { name: dto.room }));
    if ((dto.x === null) !== (dto.y === null)) throw fieldError('body', 'x', /*i18n*/ 'x and y are both numbers, or both null');
    return this.changes.commit(async (tx, announce) => {
      const map = await this.find(tx, id);
      const placement = dto.x === null || dto.y === null ? null : { map_id: id, map_x: dto.x, map_y: dto.y };
      await this.rooms.place(tx, dto.room, placement);
      const summary = `Room '${dto.room}' on floor '${map.floor}'`;
      await this.audit.add(tx, { actor, action: 'place', entity: 'room', entityId: `map:${id}`, summary, before: null, after: placement }, announce);
      announce('rooms.changed', { names: [dto.room] });
      return toView(await tx.venueMap.findUniqueOrThrow({ where: { id }, include: withRooms }));
    });
  }

  private async find(tx: Tx, id: number): Promise<MapRow> {
    const row = await tx.venueMap.findUnique({ where: { id }, include: withRooms });
    if (!row) throw new NotFoundException(/*i18n*/ 'Venue map not found');
    return row;
  }
}
