import { z } from 'zod';
import { dateTime, day } from '../views/fields.js';

export const TicketKindView = z
  .enum(['attendee', 'speaker', 'organiser', 'door_helper'])
  .meta({ id: 'TicketKind', description: 'attendee: a paid registration; speaker and organiser: by their role; door_helper: by the check-in permission.' });

export const TicketView = z
  .object({
    token: z.string().meta({ description: 'What the QR code carries: 128 random bits as base64url, nothing about the holder.' }),
    kind: TicketKindView,
    holder_name: z.string(),
    issued_at: dateTime(),
    event: z.object({
      name: z.string(),
      starts_on: day(),
      ends_on: day(),
      time_zone: z.string().meta({ description: "The venue's time zone (IANA)." }),
    }),
  })
  .meta({ id: 'Ticket', description: 'Your ticket to the event, shown at the door as a QR code of its token.' });
