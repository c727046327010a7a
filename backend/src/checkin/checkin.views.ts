import { z } from 'zod';
import { TicketKindView } from '../tickets/tickets.views.js';
import { dateTime, id } from '../views/fields.js';

const HolderView = z.object({ name: z.string(), kind: TicketKindView }).meta({ id: 'TicketHolder' });

export const CheckInView = z
  .object({
    id: id().meta({ description: 'This check-in, to undo it.' }),
    holder: HolderView,
    checked_in_at: dateTime(),
    door: z.string(),
  })
  .meta({ id: 'CheckIn', description: 'Let in: the first check-in of this ticket.' });

export const CheckInRefusedView = z
  .object({
    detail: z.string(),
    reason: z.enum(['already_in', 'not_paid', 'refunded']),
    holder: HolderView.nullable(),
    first: z.object({ at: dateTime(), door: z.string() }).nullable().meta({ description: 'The first check-in, when already in.' }),
  })
  .meta({ id: 'CheckInRefused' });

export { ArrivalsView } from '../views/arrivals.view.js';

export const DoorHelperView = z.object({ id: id(), full_name: z.string(), email: z.string(), can_check_in: z.boolean() }).meta({ id: 'DoorHelper' });

export const DoorListView = z
  .object({
    attendees: z.array(
      z.object({
        token: z.string(),
        name: z.string(),
        kind: TicketKindView,
        arrived_at: dateTime().nullable().meta({ description: 'When they came in (their first check-in not undone); null while not in.' }),
      }),
    ),
  })
  .meta({ id: 'DoorList', description: 'Every live ticket of someone entitled to one, with the least a door needs offline.' });

export const DoorSyncView = z
  .object({
    results: z.array(
      z.object({
        status: z.number().int().meta({ description: '200: let in; 404 or 409: refused.' }),
        body: z.union([CheckInView, CheckInRefusedView, z.object({ detail: z.string(), reason: z.enum(['unknown', 'revoked']) })]),
      }),
    ),
  })
  .meta({ id: 'DoorSync', description: "Each queued scan's answer, in the order sent: what POST /api/checkin would have answered." });

export const SessionDoorView = z
  .object({ holder: HolderView, session: z.object({ id: id(), title: z.string() }), status: z.literal('confirmed') })
  .meta({ id: 'SessionDoor', description: 'The holder has a seat at this session.' });

export const SessionDoorRefusedView = z
  .object({
    detail: z.string(),
    reason: z.enum(['not_signed_up', 'waitlisted']),
    holder: HolderView,
    position: z.number().int().nullable().meta({ description: 'Their place in line when waitlisted.' }),
  })
  .meta({ id: 'SessionDoorRefused' });
