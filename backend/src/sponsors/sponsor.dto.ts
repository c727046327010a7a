import { PartialType } from '@nestjs/mapped-types';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, Matches, IsOptional, IsString, IsUrl, MaxLength, Min, MinLength, ValidateIf } from 'class-validator';
import { IsOmittable, lowerCase, trim, trimToNull } from '../common/transforms.js';

export const SPONSOR_TIERS = ['platinum', 'gold', 'silver', 'bronze', 'partner'] as const;
export type SponsorTierName = (typeof SPONSOR_TIERS)[number];

/** POST /api/admin/sponsors. A website may omit its scheme (the public site prepends https://). */
export class CreateSponsorDto {
  @Transform(trim)
  @MaxLength(200)
  @MinLength(1, { message: 'name is required' })
  @IsString({ message: 'name is required' })
  name: string;

  @Transform(trim)
  @IsOmittable()
  @MaxLength(5000)
  @IsString()
  description?: string;

  @Transform(trimToNull)
  @ValidateIf((_o, v) => v !== null && v !== undefined)
  @MaxLength(500)
  @IsUrl({ protocols: ['http', 'https'], require_protocol: false }, { message: 'website must be a URL' })
  website?: string | null;

  @Transform(trimToNull)
  @ValidateIf((_o, v) => v !== null && v !== undefined)
  @Matches(/^(https?:\/\/[^\s/]+[^\s]*|\/[^\s]*)$/i, { message: 'logo_url must be a URL or a path on this site' })
  @MaxLength(2000)
  @IsString()
  logo_url?: string | null;

  @Transform(lowerCase)
  @IsOmittable()
  @IsIn(SPONSOR_TIERS, { message: `tier must be one of ${SPONSOR_TIERS.join(', ')}` })
  tier?: SponsorTierName;

  @IsOmittable()
  @Min(0, { message: 'contribution must be at least 0' })
  @IsInt({ message: 'contribution must be a whole number' })
  contribution?: number;
}

export class UpdateSponsorDto extends PartialType(CreateSponsorDto, { skipNullProperties: false }) {}
