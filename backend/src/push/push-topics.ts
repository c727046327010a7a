// What a device may be told by push (issue 44), each switchable per device.

export const PUSH_TOPICS = [
  /** A saved or starred session moves, is cancelled or comes back. */
  'session_changes',
  /** "Starts in N minutes" for saved sessions (the device's reminder_minutes). */
  'reminders',
  /** A speaker's proposal decision. */
  'decisions',
  /** A reviewer's new assignments. */
  'assignments',
  /** Organisers' announcements. */
  'announcements',
] as const;

export type PushTopic = (typeof PUSH_TOPICS)[number];

/** A new device is told everything but reminders, which it asks for by choosing a time. */
export const DEFAULT_TOPICS: PushTopic[] = ['session_changes', 'decisions', 'assignments', 'announcements'];

/** The reminder times offered, in minutes before a session starts. */
export const REMINDER_MINUTES = [5, 10, 15] as const;
