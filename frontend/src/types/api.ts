// Shapes of what the backend sends, shared by every feature.

export type Role = 'admin' | 'speaker' | 'user';

export interface User {
  id: number;
  full_name: string;
  email: string;
  is_active: boolean;
  is_speaker: boolean;
  is_admin: boolean;
  payment_status: string;
  role: Role;
}

/** What /api/auth/login, /register and /refresh answer. */
export interface AuthResponse {
  user: User;
  access_token: string;
}

/** The error body every backend error has; `detail` is a string, a validation list or an object keyed by field. */
export interface ApiErrorBody {
  detail?: string | ValidationIssue[] | Record<string, unknown>;
}

export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
}

export interface ConferenceSettings {
  accepting_cfp: boolean;
  accepting_sponsors: boolean;
}

export interface SessionSpeaker {
  id: number;
  name: string;
  title?: string | null;
  bio?: string | null;
  image?: string | null;
  display_order: number;
}

export interface ConferenceSession {
  id: number;
  title: string;
  description?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  room?: string | null;
  type?: string | null;
  status?: string | null;
  speakers?: SessionSpeaker[];
}

export interface NewsItem {
  id: number;
  title: string;
  content: string;
  published_date?: string | null;
  author?: string | null;
  category?: string | null;
  featured?: boolean;
  status?: string | null;
}

export type NotificationType = 'success' | 'error' | 'warning' | 'info' | (string & {});

export interface AppNotification {
  id: number;
  type: NotificationType;
  title: string;
  message: string;
  timestamp: string;
  read: boolean;
  /** Where the notification leads, when it is about something specific. */
  link?: string | null;
}
