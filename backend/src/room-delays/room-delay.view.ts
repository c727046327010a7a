import { z } from 'zod';
import { dateTime, day, id } from '../views/fields.js';

/** The longest a room can run late: three hours; past that the programme itself should move. */
export const MAX_DELAY_MINUTES = 180;

export const PublicRoomView = z
  .object({
    name: z.string(),
    stream_url: z.string().nullable().meta({ description: 'Where the room is streamed live, when it is.' }),
    delay_day: day().nullable().meta({ description: 'The venue date the delay mark is for; a mark from an earlier day is no delay.' }),
    delay_minutes: z.number().int().meta({ description: 'How late the room runs on `delay_day` (0: on time).' }),
  })
  .meta({ id: 'PublicRoom', description: 'A room as public pages know it: its stream and how late it runs (issue 47).' });
export type PublicRoomView = z.output<typeof PublicRoomView>;

export const PublicRoomsView = z.object({ rooms: z.array(PublicRoomView) }).meta({ id: 'PublicRooms' });
export type PublicRoomsView = z.output<typeof PublicRoomsView>;

export const NowSessionView = z
  .object({
    id: id(),
    title: z.string(),
    start_time: dateTime().meta({ description: 'As scheduled; the room runs `delay_minutes` behind it.' }),
    end_time: dateTime(),
    speakers: z.array(z.string()).meta({ description: "The speakers' names, in display order." }),
  })
  .meta({ id: 'NowSession' });
export type NowSessionView = z.output<typeof NowSessionView>;

export const RoomNowView = z
  .object({
    room: z.string(),
    now: NowSessionView.nullable().meta({ description: 'The session under way (its start plus the delay has come, its end plus the delay not yet).' }),
    next: NowSessionView.nullable().meta({ description: "The room's next session today (its start plus the delay still to come)." }),
    delay_minutes: z.number().int(),
    stream_url: z.string().nullable(),
  })
  .meta({ id: 'RoomNow' });
export type RoomNowView = z.output<typeof RoomNowView>;

export const NowView = z
  .object({ rooms: z.array(RoomNowView), generated_at: dateTime() })
  .meta({ id: 'Now', description: "Each room of today's programme: what runs now and next, and how late (for screens, signage players and bots)." });
export type NowView = z.output<typeof NowView>;

export const RoomDelayView = z
  .object({
    room: z.string(),
    day: day(),
    delay_minutes: z.number().int(),
  })
  .meta({ id: 'RoomDelay', description: 'How late a room runs today.' });
export type RoomDelayView = z.output<typeof RoomDelayView>;

export const MovedFollowingView = RoomDelayView.extend({
  moved: z
    .array(z.object({ id: id(), title: z.string(), start_time: dateTime(), end_time: dateTime() }))
    .meta({ description: 'The sessions moved, at their new times, in time order.' }),
  draft: z.boolean().meta({ description: 'In release mode the moves wait for the next release (and the mark stays until then).' }),
}).meta({
  id: 'MovedFollowing',
  description: "The room's sessions still to come today, moved; `delay_minutes` is the room's mark after it (lowered by the minutes moved when live).",
});
export type MovedFollowingView = z.output<typeof MovedFollowingView>;

export const MarkableRoomsView = z
  .object({ day: day(), rooms: z.array(RoomDelayView) })
  .meta({ id: 'MarkableRooms', description: "The rooms the caller may mark late today (organisers: every room of today; hosts: their sessions' rooms)." });
export type MarkableRoomsView = z.output<typeof MarkableRoomsView>;
