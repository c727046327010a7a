// Beginning the next edition: its first and last day (the settings' event_starts_on and event_ends_on).
import { z } from 'zod';
import { RequestDto } from '../http/request-dto.js';
import { calendarDay } from '../settings/settings.dto.js';

export const NextEdition = z.object({
  event_starts_on: calendarDay('event_starts_on').unwrap(),
  event_ends_on: calendarDay('event_ends_on').unwrap(),
});
export type NextEdition = z.output<typeof NextEdition>;

export class NextEditionDto extends RequestDto(NextEdition) {}
