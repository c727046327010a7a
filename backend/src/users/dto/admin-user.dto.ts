import { z } from 'zod';
import { RequestDto } from '../../http/request-dto.js';
import { emailAddress, oneLine } from '../../http/request-fields.js';
import { fixedText } from '../../i18n/error-text.js';

export const USER_ROLES = ['user', 'speaker', 'admin'] as const;
export const USER_STATUSES = ['active', 'inactive'] as const;

/** PUT /api/admin/users/{id} (spec: email, full_name, role, is_speaker, status). Every field may be left out. */
export class AdminUpdateUserDto extends RequestDto(
  z.object({
    email: emailAddress(/*i18n*/ 'Enter a valid email address', 254).optional(),
    full_name: z
      .string()
      .trim()
      .min(1, { error: /*i18n*/ 'Full name is required' })
      .max(200)
      .refine(...oneLine('full_name'))
      .optional(),
    role: z.enum(USER_ROLES, { error: fixedText(/*i18n*/ '{field} must be one of {values}', { field: 'role', values: USER_ROLES.join(', ') }) }).optional(),
    is_speaker: z.boolean().optional(),
    status: z
      .enum(USER_STATUSES, { error: fixedText(/*i18n*/ '{field} must be one of {values}', { field: 'status', values: USER_STATUSES.join(', ') }) })
      .optional(),
  }),
) {}
