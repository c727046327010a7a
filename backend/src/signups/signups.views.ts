import { z } from 'zod';
import { dateTime, id } from '../views/fields.js';

export const SignupStatusView = z.enum(['confirmed', 'waitlisted']).meta({ id: 'SignupStatus' });

export const SignupAnswerView = z
  .object({
    status: SignupStatusView,
    position: z.number().int().min(1).nullable().meta({ description: 'Your place in line (1 = next) while waitlisted; null with a seat.' }),
  })
  .meta({ id: 'SignupAnswer', description: 'A seat at the session, or a place in its waitlist.' });

export const MySignupView = SignupAnswerView.extend({
  session_id: id(),
  title: z.string(),
  startTime: dateTime(),
  endTime: dateTime(),
  room: z.string(),
  signed_up_at: dateTime(),
}).meta({ id: 'MySignup' });

export const MySignupsView = z.object({ signups: z.array(MySignupView) }).meta({ id: 'MySignups', description: 'Your sign-ups, soonest session first.' });

export const SessionSignupView = SignupAnswerView.extend({
  user_id: id(),
  name: z.string(),
  email: z.string(),
  signed_up_at: dateTime(),
  confirmed_at: dateTime().nullable().meta({ description: 'When the seat was given; null while waitlisted.' }),
}).meta({ id: 'SessionSignup' });

export const SessionSignupsView = z
  .object({
    session_id: id(),
    title: z.string(),
    capacity: z.number().int().nullable(),
    signups: z.array(SessionSignupView).meta({ description: 'Those with a seat (in the order they got it), then the waitlist in its order.' }),
  })
  .meta({ id: 'SessionSignups', description: "A session's sign-ups, as organisers see them." });
