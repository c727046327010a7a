// Shapes of the attendee API (calendar feed, profile update); the saved sessions' are in lib/favourites.
import type { Schemas } from '@/types/api';

/** GET /api/user/calendar and POST /api/user/calendar/rotate: the private feed of the saved sessions. */
export type CalendarLinks = Schemas['CalendarFeed'];

type ProfileDto = Schemas['UpdateProfileDto'];
/**
 * PUT /api/user/profile body (spec: sent with the role header `X-User-Role: user`); the form always sends the name
 * and the address, `current_password` only when the address changes.
 */
export type ProfileUpdate = { [K in 'full_name' | 'email']: NonNullable<ProfileDto[K]> } & { current_password?: string };

/** PUT /api/user/profile with only the language mails and notifications go out in. */
export type LanguageUpdate = { language: NonNullable<ProfileDto['language']> };
