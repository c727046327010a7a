// Shapes of the attendee API (personal schedule, calendar feed, profile update).

/** GET /api/user/schedule, the merge, add and remove calls, and the socket event `schedule.updated`. */
export interface UserScheduleResponse {
  session_ids: number[];
}

/** GET /api/user/calendar and POST /api/user/calendar/rotate: the private feed of the saved sessions. */
export interface CalendarLinks {
  url: string;
  webcal_url: string;
}

/** PUT /api/user/profile body (spec: sent with the role header `X-User-Role: user`). */
export interface ProfileUpdate {
  full_name: string;
  email: string;
  /** Needed only when the email changes. */
  current_password?: string;
}

export interface ScheduleChange {
  userId: number;
  sessionId: number;
}
