import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import { IsOmittable, normalizeEmail, trim } from '../../common/transforms.js';

export const USER_ROLES = ['user', 'speaker', 'admin'] as const;
export const USER_STATUSES = ['active', 'inactive'] as const;

/** PUT /api/admin/users/{id} (spec: email, full_name, role, is_speaker, status). Every field may be left out. */
export class AdminUpdateUserDto {
  @IsOmittable()
  @Transform(normalizeEmail)
  @MaxLength(254)
  @IsEmail({}, { message: 'Enter a valid email address' })
  email?: string;

  @IsOmittable()
  @Transform(trim)
  @MaxLength(200)
  @MinLength(1, { message: 'Full name is required' })
  @IsString()
  full_name?: string;

  @IsOmittable()
  @IsIn(USER_ROLES, { message: `role must be one of ${USER_ROLES.join(', ')}` })
  role?: (typeof USER_ROLES)[number];

  @IsOmittable()
  @IsBoolean()
  is_speaker?: boolean;

  @IsOmittable()
  @IsIn(USER_STATUSES, { message: `status must be one of ${USER_STATUSES.join(', ')}` })
  status?: (typeof USER_STATUSES)[number];
}
