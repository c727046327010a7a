// What moves to the archive when the next edition begins (issue 29), in the order the rows can go: each table before
// the tables it points at. Accounts, speakers' profiles, sponsors, news, site content and settings stay.
export const ARCHIVED_TABLES = [
  // Who came in at the door (their tickets are revoked, and stay).
  'check_ins',
  // Attendees' saved sessions and ratings, and who speaks in which session.
  'saved_sessions',
  'session_feedback',
  'session_speakers',
  // The schedule editor's undo history, its releases, and the speakers' availability on this edition's days.
  'schedule_commands',
  'schedule_releases',
  'speaker_availability',
  // The committee's work on the proposals, then the proposals and the sessions.
  'review_assignments',
  'reviews',
  'review_conflicts',
  'proposals',
  // Sessions' questions (issue 47), their authors anonymised first (questions/question-archive.ts).
  'questions',
  'sessions',
] as const;
export type ArchivedTable = (typeof ARCHIVED_TABLES)[number];
