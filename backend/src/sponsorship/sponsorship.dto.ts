import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsOptional, IsString, IsUrl, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { IsOmittable, lowerCase, normalizeEmail, trim, trimToNull } from '../common/transforms.js';

export const APPLICATION_TIERS = ['gold', 'silver', 'bronze'] as const;
export const MEMBER_TYPES = ['regular', 'premium'] as const;

const required = (field: string) => ({ message: `${field} is required` });

/** POST /public/sponsorship/apply (spec: sponsorship application payload and form rules). */
export class SponsorshipApplicationDto {
  @Transform(trim)
  @MaxLength(200)
  @MinLength(1, required('company_name'))
  @IsString(required('company_name'))
  company_name: string;

  @Transform(trim)
  @MaxLength(200)
  @MinLength(1, required('contact_name'))
  @IsString(required('contact_name'))
  contact_name: string;

  @Transform(normalizeEmail)
  @MaxLength(254)
  @IsEmail({}, { message: 'email must be a valid email address' })
  email: string;

  @Transform(trim)
  @MaxLength(50)
  @MinLength(1, required('phone'))
  @IsString(required('phone'))
  phone: string;

  @Transform(lowerCase)
  @IsOmittable()
  @IsIn(APPLICATION_TIERS, { message: `tier must be one of ${APPLICATION_TIERS.join(', ')}` })
  tier: (typeof APPLICATION_TIERS)[number] = 'gold';

  @Transform(trimToNull)
  @ValidateIf((_o, v) => v !== null && v !== undefined)
  @MaxLength(500)
  @IsUrl({ protocols: ['http', 'https'], require_protocol: false }, { message: 'website must be a valid URL' })
  website?: string | null;

  @Transform(trimToNull)
  @IsOptional()
  @MaxLength(5000)
  @IsString()
  message?: string | null;

  @IsOmittable()
  @IsBoolean({ message: 'is_lt_innovate_member must be true or false' })
  is_lt_innovate_member: boolean = false;

  /** Required for members; a non-member's value is ignored and stored empty (spec: unticking clears it). */
  @Transform(lowerCase)
  @ValidateIf((o: SponsorshipApplicationDto) => o.is_lt_innovate_member === true)
  @IsIn(MEMBER_TYPES, { message: 'member_type is required for members (regular or premium)' })
  member_type: string = '';
}
