import { z } from 'zod';
import { RequestDto } from '../../http/request-dto.js';
import { LANGUAGES } from '../../i18n/languages.js';
import { emailAddress, oneLine, typeError } from '../../http/request-fields.js';

// Only these fields (name, address, language) can change here; role, flags and payment status in the body are dropped. A new email also
// needs the current password.
export class UpdateProfileDto extends RequestDto(
  z.object({
    email: emailAddress(/*i18n*/ 'Enter a valid email address', 254).optional(),
    full_name: z
      .string()
      .trim()
      .min(1, { error: /*i18n*/ 'Full name is required' })
      .max(200)
      .refine(...oneLine('full_name'))
      .optional(),
    current_password: z.string(typeError(/*i18n*/ 'Enter your current password to change your email address')).max(256).optional(),
    language: z.enum(LANGUAGES, { error: /*i18n*/ 'language must be one of: en, de' }).optional(),
  }),
) {}
