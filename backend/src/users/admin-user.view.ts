import { z } from 'zod';
import { PaymentStatusView, roleOf, RoleView } from '../views/auth-user.view.js';
import { dateTime, id } from '../views/fields.js';
import type { User } from '../generated/prisma/client.js';
import { USER_STATUSES } from './dto/admin-user.dto.js';

export const AdminUserView = z
  .object({
    id: id(),
    name: z.string(),
    full_name: z.string(),
    email: z.string(),
    status: z.enum(USER_STATUSES),
    role: RoleView,
    is_speaker: z.boolean(),
    is_admin: z.boolean(),
    is_reviewer: z.boolean(),
    organization: z.string(),
    payment_status: PaymentStatusView,
    has_password: z.boolean().meta({ description: 'False for an account a proposal created whose owner has not chosen a password yet.' }),
    created_at: dateTime(),
  })
  .meta({ id: 'AdminUser', description: 'A user as the admin console shows it. No secrets.' });
export type AdminUser = z.output<typeof AdminUserView>;

/** A user as the admin console shows it (spec: id, name / full_name, email, status, role, is_speaker). No secrets. */
export function toAdminUser(user: User): AdminUser {
  return {
    id: user.id,
    name: user.full_name,
    full_name: user.full_name,
    email: user.email,
    status: user.is_active ? 'active' : 'inactive',
    role: roleOf(user),
    is_speaker: user.is_speaker,
    is_admin: user.is_admin,
    is_reviewer: user.is_reviewer,
    organization: user.organization,
    payment_status: user.payment_status,
    has_password: user.password_hash !== null,
    created_at: user.created_at.toISOString(),
  };
}
