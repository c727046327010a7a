import { z } from 'zod';
import { RequestDto } from '../http/request-dto.js';
import { filledIn, typeError } from '../http/request-fields.js';
import { ROOM_NAME } from '../rooms/room.dto.js';

/** A floor's name: one line, as a room's. */
const floor = () => filledIn('floor', 100).regex(ROOM_NAME, { error: /*i18n*/ 'floor must not contain control characters' });
/** The German name: blank clears it (the English one is shown). */
const floorDe = () =>
  z.string(typeError(/*i18n*/ 'floor_de must be text')).trim().max(100).regex(ROOM_NAME, { error: /*i18n*/ 'floor_de must not contain control characters' });
const position = () => z.int(typeError(/*i18n*/ 'position must be a whole number')).min(0).max(1000);
/** A fraction of the image's width or height: 0 is the left (top) edge, 1 the right (bottom). */
const fraction = (field: 'x' | 'y') =>
  z
    .number(typeError(field === 'x' ? /*i18n*/ 'x must be a number from 0 to 1, or null' : /*i18n*/ 'y must be a number from 0 to 1, or null'))
    .min(0, { error: field === 'x' ? /*i18n*/ 'x must be from 0 to 1' : /*i18n*/ 'y must be from 0 to 1' })
    .max(1, { error: field === 'x' ? /*i18n*/ 'x must be from 0 to 1' : /*i18n*/ 'y must be from 0 to 1' })
    .nullable();

/** The text fields of POST /api/admin/venue-maps (multipart, sent before the file). */
export const NewVenueMapFields = z.object({ floor: floor(), floor_de: floorDe().optional(), position: z.coerce.number().pipe(position()).optional() });

/** PATCH /api/admin/venue-maps/{id}: rename (either language) or reorder; fields left out are kept. */
export class UpdateVenueMapDto extends RequestDto(z.object({ floor: floor().optional(), floor_de: floorDe().optional(), position: position().optional() })) {}

/** PUT /api/admin/venue-maps/{id}/rooms: place a room on this floor's map, or (x and y null) take it off. */
export class PlaceRoomDto extends RequestDto(
  z.object({
    room: filledIn('room', 100).regex(ROOM_NAME, { error: /*i18n*/ 'room must not contain control characters' }),
    x: fraction('x'),
    y: fraction('y'),
  }),
) {}
