import { z } from 'zod';
import { RequestDto } from '../http/request-dto.js';
import { optionalHttpsAddress, typeError } from '../http/request-fields.js';
import { fixedText } from '../i18n/error-text.js';

/** As many rooms as a venue plausibly has, and a hall larger than any real one. */
export const MAX_ROOMS_PER_EDIT = 200;
export const MAX_ROOM_CAPACITY = 100_000;
/** No control characters: a room name is shown on every page and in calendar files (and the database refuses NUL). */
export const ROOM_NAME = /^[^\p{Cc}]*$/u;

export const RoomCapacityDto = z
  .object({
    name: z
      .string(typeError(/*i18n*/ 'name is required'))
      .trim()
      .min(1, { error: /*i18n*/ 'name is required' })
      .max(100)
      .regex(ROOM_NAME, { error: /*i18n*/ 'name must not contain control characters' }),
    /** null clears it: the room then has no capacity and is never flagged or suggested. */
    capacity: z
      .int(typeError(/*i18n*/ 'capacity must be a whole number, or null to clear it'))
      .min(1, { error: /*i18n*/ 'capacity must be at least 1' })
      .max(MAX_ROOM_CAPACITY, { error: fixedText(/*i18n*/ 'capacity must be at most {max}', { max: MAX_ROOM_CAPACITY }) })
      .nullable()
      .optional()
      .meta({ description: 'Left out: kept.' }),
    /** Where the room is streamed live (https only); null or '' clears it, left out keeps it. */
    stream_url: optionalHttpsAddress(/*i18n*/ 'stream_url must be an https address').meta({
      description: "Where the room is streamed live: an https address; null or '' clears it, left out keeps it.",
    }),
  })
  // A room names what to change: its capacity (null clears it), its stream, or both.
  .refine((room) => room.capacity !== undefined || room.stream_url !== undefined, {
    error: /*i18n*/ 'capacity must be a whole number, or null to clear it',
    path: ['capacity'],
  })
  .meta({ id: 'RoomCapacityDto' });
export type RoomCapacityDto = z.output<typeof RoomCapacityDto>;

/** PUT /api/admin/rooms: the capacities and stream links of the rooms named; rooms (and fields) left out keep theirs. */
export class SetRoomCapacitiesDto extends RequestDto(
  z.object({
    rooms: z
      .array(RoomCapacityDto, typeError(/*i18n*/ 'rooms must be a list'))
      .min(1, { error: /*i18n*/ 'rooms must name at least one room' })
      .max(MAX_ROOMS_PER_EDIT),
  }),
) {}
