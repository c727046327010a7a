import type { User } from '../generated/prisma/client.js';
import { roleOf } from '../common/auth-user.js';

/** A user as the admin console shows it (spec: id, name / full_name, email, status, role, is_speaker). No secrets. */
export function toAdminUser(user: User) {
  return {
    id: user.id,
    name: user.full_name,
    full_name: user.full_name,
    email: user.email,
    status: user.is_active ? 'active' : 'inactive',
    role: roleOf(user),
    is_speaker: user.is_speaker,
    is_admin: user.is_admin,
    payment_status: user.payment_status,
    has_password: user.password_hash !== null,
    created_at: user.created_at.toISOString(),
  };
}

export type AdminUser = ReturnType<typeof toAdminUser>;
