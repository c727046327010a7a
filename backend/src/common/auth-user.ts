import type { User } from '../generated/prisma/client.js';

export type Role = 'admin' | 'speaker' | 'user';

/** The signed-in user as the API shows it (the spec's User plus the derived role). */
export interface AuthUser {
  id: number;
  full_name: string;
  email: string;
  is_active: boolean;
  is_speaker: boolean;
  is_admin: boolean;
  payment_status: string;
  role: Role;
  /** The owner opened a link mailed to `email`. */
  email_verified: boolean;
  /** A new address waiting for its confirmation link to be opened. */
  pending_email: string | null;
}

/** The spec's rule: admin if is_admin, else speaker if is_speaker, else user. */
export function roleOf(user: Pick<User, 'is_admin' | 'is_speaker'>): Role {
  if (user.is_admin) return 'admin';
  if (user.is_speaker) return 'speaker';
  return 'user';
}

export function toAuthUser(user: User): AuthUser {
  return {
    id: user.id,
    full_name: user.full_name,
    email: user.email,
    is_active: user.is_active,
    is_speaker: user.is_speaker,
    is_admin: user.is_admin,
    payment_status: user.payment_status,
    role: roleOf(user),
    email_verified: user.email_verified_at !== null,
    pending_email: user.pending_email,
  };
}
