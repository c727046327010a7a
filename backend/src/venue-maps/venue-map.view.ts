import { z } from 'zod';
import { id } from '../views/fields.js';

export const PlacedRoomView = z
  .object({
    key: z.string().meta({ description: "The room's key (its name trimmed and lower-cased): /venue?room=<key> highlights it." }),
    name: z.string(),
    x: z.number().meta({ description: "A fraction (0..1) of the image's width." }),
    y: z.number().meta({ description: "A fraction (0..1) of the image's height." }),
    stream_url: z.string().nullable(),
  })
  .meta({ id: 'PlacedRoom', description: 'A room placed on a floor.' });

export const PublicVenueMapView = z
  .object({
    id: id(),
    floor: z.string().meta({ description: "The floor's name in the reader's language." }),
    image_url: z.string().meta({ description: 'The plan: a path on this server (/uploads/venue/...).' }),
    width: z.number().int(),
    height: z.number().int(),
    rooms: z.array(PlacedRoomView),
  })
  .meta({ id: 'PublicVenueMap', description: 'A floor of the venue: its plan and the rooms placed on it.' });
export type PublicVenueMapView = z.output<typeof PublicVenueMapView>;

export const VenueMapView = PublicVenueMapView.extend({
  floor: z.string().meta({ description: "The floor's name (English)." }),
  floor_de: z.string().meta({ description: "The floor's German name; '' when it has none." }),
  position: z.number().int(),
}).meta({ id: 'VenueMap', description: 'A floor as organisers edit it.' });
export type VenueMapView = z.output<typeof VenueMapView>;
