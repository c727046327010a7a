import { z } from 'zod';

export const RoomView = z
  .object({
    name: z.string(),
    capacity: z.number().int().nullable().meta({ description: 'How many people it holds; null while nobody set it.' }),
    stream_url: z.string().nullable().meta({ description: 'Where the room is streamed live (https); null: not streamed.' }),
    map_id: z.number().int().nullable().meta({ description: 'The venue map (floor) it is placed on; null: on none.' }),
    map_x: z.number().nullable().meta({ description: "Where on the map: a fraction (0..1) of the image's width." }),
    map_y: z.number().nullable().meta({ description: "Where on the map: a fraction (0..1) of the image's height." }),
    sessions: z.number().int().meta({ description: 'How many sessions name this room (cancelled ones too).' }),
  })
  .meta({ id: 'Room', description: "A room sessions use or that organisers set something for (capacity, stream, place on a map; 'TBA' is not a room)." });
export type RoomView = z.output<typeof RoomView>;
