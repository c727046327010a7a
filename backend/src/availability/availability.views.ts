import { z } from 'zod';
import { dateTime, day, id } from '../views/fields.js';
import type { TimeRange } from './availability-rules.js';

export const AvailabilityRangeView = z.object({ startTime: dateTime(), endTime: dateTime() }).meta({ id: 'AvailabilityRange' });
export type AvailabilityRangeView = z.output<typeof AvailabilityRangeView>;

export const MyAvailabilityView = z
  .object({
    days: z.array(day()).meta({ description: "The programme's days (venue time, YYYY-MM-DD): times can be entered for these. Empty until sessions exist." }),
    slots: z.array(AvailabilityRangeView).meta({ description: 'The times the speaker can speak, earliest first. None: available at any time.' }),
  })
  .meta({ id: 'MyAvailability', description: 'When a speaker can speak.' });
export type MyAvailabilityView = z.output<typeof MyAvailabilityView>;

export const SpeakerAvailabilityView = z
  .object({ speaker_id: id(), name: z.string(), slots: z.array(AvailabilityRangeView) })
  .meta({ id: 'SpeakerAvailability', description: "A speaker's entered times (speakers who entered none are available at any time and not listed)." });
export type SpeakerAvailabilityView = z.output<typeof SpeakerAvailabilityView>;

export const toRangeView = (range: TimeRange): AvailabilityRangeView => ({
  startTime: range.start_time.toISOString(),
  endTime: range.end_time.toISOString(),
});
