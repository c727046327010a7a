import { z } from 'zod';

export const RoomView = z
  .object({
    name: z.string(),
    capacity: z.number().int().nullable().meta({ description: 'How many people it holds; null while nobody set it.' }),
    sessions: z.number().int().meta({ description: 'How many sessions name this room (cancelled ones too).' }),
  })
  .meta({ id: 'Room', description: "A room sessions use or whose capacity was set ('TBA' is not a room)." });
export type RoomView = z.output<typeof RoomView>;
