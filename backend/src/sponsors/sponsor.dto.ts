import { PartialType } from '@nestjs/mapped-types';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsString, IsUrl, Matches, MaxLength, Min, MinLength } from 'class-validator';
import { IsOmittable, lowerCase, trim } from '../common/transforms.js';
import { SponsorTier } from '../generated/prisma/enums.js';

/** The tiers the database knows (prisma/schema.prisma), in rank order. */
export const SPONSOR_TIERS = Object.values(SponsorTier);
export type SponsorTierName = SponsorTier;

/**
 * POST /api/admin/sponsors. Spec: name, description, website, logo URL, tier and contribution are all required; tier
 * may be left out (gold). A website may omit its scheme (the public site prepends https://).
 */
export class CreateSponsorDto {
  @Transform(trim)
  @MaxLength(200)
  @MinLength(1, { message: 'name is required' })
  @IsString({ message: 'name is required' })
  name: string;

  @Transform(trim)
  @MaxLength(5000)
  @MinLength(1, { message: 'description is required' })
  @IsString({ message: 'description is required' })
  description: string;

  @Transform(trim)
  @MaxLength(500)
  @IsUrl({ protocols: ['http', 'https'], require_protocol: false }, { message: 'website must be a URL' })
  @IsString({ message: 'website is required' })
  website: string;

  @Transform(trim)
  @Matches(/^(https?:\/\/[^\s/]+[^\s]*|\/[^\s]*)$/i, { message: 'logo_url must be a URL or a path on this site' })
  @MaxLength(2000)
  @IsString({ message: 'logo_url is required' })
  logo_url: string;

  @Transform(lowerCase)
  @IsOmittable()
  @IsIn(SPONSOR_TIERS, { message: `tier must be one of ${SPONSOR_TIERS.join(', ')}` })
  tier?: SponsorTierName;

  @Min(0, { message: 'contribution must be at least 0' })
  @IsInt({ message: 'contribution must be a whole number of dollars' })
  contribution: number;
}

export class UpdateSponsorDto extends PartialType(CreateSponsorDto, { skipNullProperties: false }) {}
