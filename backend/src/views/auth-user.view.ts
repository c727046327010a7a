import { z } from 'zod';
import type { User } from '../generated/prisma/client.js';
import { PaymentStatus } from '../generated/prisma/enums.js';
import { LANGUAGES, languageOr } from '../i18n/languages.js';
import { id } from './fields.js';

export const RoleView = z.enum(['admin', 'speaker', 'user']).meta({ id: 'Role', description: 'admin if is_admin, else speaker if is_speaker, else user.' });
export type Role = z.output<typeof RoleView>;

export const PaymentStatusView = z.enum(PaymentStatus).meta({ id: 'PaymentStatus' });

export const AuthUserView = z
  .object({
    id: id(),
    full_name: z.string(),
    email: z.string(),
    is_active: z.boolean(),
    is_speaker: z.boolean(),
    is_admin: z.boolean(),
    is_reviewer: z.boolean().meta({ description: 'A member of the programme committee (the /review area), whatever the role.' }),
    payment_status: PaymentStatusView,
    role: RoleView,
    email_verified: z.boolean().meta({ description: 'The owner opened a link mailed to `email`.' }),
    pending_email: z.string().nullable().meta({ description: 'A new address waiting for its confirmation link to be opened.' }),
    language: z.enum(LANGUAGES).meta({ description: 'The language mails and notifications go out in.' }),
  })
  .meta({ id: 'User', description: "The signed-in user as the API shows it (the spec's User plus the derived role)." });
/** The signed-in user as the API shows it (the spec's User plus the derived role). */
export type AuthUser = z.output<typeof AuthUserView>;

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
    is_reviewer: user.is_reviewer,
    payment_status: user.payment_status,
    role: roleOf(user),
    email_verified: user.email_verified_at !== null,
    pending_email: user.pending_email,
    language: languageOr(user.language),
  };
}
