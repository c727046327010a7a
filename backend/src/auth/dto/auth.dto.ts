import { z } from 'zod';
import { RequestDto } from '../../http/request-dto.js';
import { LANGUAGES } from '../../i18n/languages.js';
import { emailAddress, oneLine, requiredText, typeError } from '../../http/request-fields.js';
import { fixedText } from '../../i18n/error-text.js';

export const PASSWORD_MIN_LENGTH = 8;

const EMAIL = /*i18n*/ 'Enter a valid email address';
/** A new password: the spec's error catalogue words the limits. */
const newPassword = () =>
  z
    .string(typeError(/*i18n*/ 'Password is required'))
    .min(PASSWORD_MIN_LENGTH, { error: fixedText(/*i18n*/ 'Password must be at least {min} characters long', { min: PASSWORD_MIN_LENGTH }) })
    .max(256, { error: /*i18n*/ 'Password must be at most 256 characters long' });

export class LoginDto extends RequestDto(z.object({ email: emailAddress(EMAIL), password: requiredText(/*i18n*/ 'Password is required') })) {}

export class RegisterDto extends RequestDto(
  z.object({
    email: emailAddress(EMAIL, 254),
    password: newPassword(),
    full_name: z
      .string(typeError(/*i18n*/ 'Full name is required'))
      .trim()
      .min(1, { error: /*i18n*/ 'Full name is required' })
      .max(200, { error: /*i18n*/ 'Full name must be at most 200 characters long' })
      .refine(...oneLine('full_name')),
    language: z
      .enum(LANGUAGES, { error: /*i18n*/ 'language must be one of: en, de' })
      .optional()
      .meta({ description: "The page's language: mails go out in it (else the request's Accept-Language)." }),
  }),
) {}

export class SetPasswordDto extends RequestDto(z.object({ token: z.string(typeError(/*i18n*/ 'token is required')).max(200), password: newPassword() })) {}

export class TokenDto extends RequestDto(z.object({ token: requiredText(/*i18n*/ 'token is required').max(200) })) {}

export class ForgotPasswordDto extends RequestDto(z.object({ email: emailAddress(EMAIL, 254) })) {}

export class ChangePasswordDto extends RequestDto(
  z.object({ current_password: requiredText(/*i18n*/ 'Enter your current password').max(256), new_password: newPassword() }),
) {}
