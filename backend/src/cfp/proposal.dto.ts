import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsString, Length, MaxLength, MinLength } from 'class-validator';
import { normalizeEmail, trim } from '../common/transforms.js';

export const PRESENTATION_TYPES = ['technology_application', 'technology_spotlight', 'research_output'] as const;

const between = (field: string, min: number, max: number) => ({ message: `${field} must be between ${min} and ${max} characters` });

/** POST /cfp/submit: the spec's proposal form rules (section 5), enforced here as the authority. */
export class ProposalDto {
  @Transform(trim)
  @Length(5, 200, between('title', 5, 200))
  @IsString(between('title', 5, 200))
  title: string;

  @Transform(trim)
  @Length(100, 5000, between('abstract', 100, 5000))
  @IsString(between('abstract', 100, 5000))
  abstract: string;

  @Transform(trim)
  @Length(2, 100, between('speaker_name', 2, 100))
  @IsString(between('speaker_name', 2, 100))
  speaker_name: string;

  @Transform(trim)
  @Length(2, 100, between('speaker_position', 2, 100))
  @IsString(between('speaker_position', 2, 100))
  speaker_position: string;

  @Transform(trim)
  @Length(50, 1000, between('speaker_bio', 50, 1000))
  @IsString(between('speaker_bio', 50, 1000))
  speaker_bio: string;

  @Transform(normalizeEmail)
  @MaxLength(254)
  @IsEmail({}, { message: 'email must be a valid email address' })
  email: string;

  @Transform(trim)
  @MaxLength(200)
  @MinLength(1, { message: 'organization is required' })
  @IsString({ message: 'organization is required' })
  organization: string;

  @IsIn(PRESENTATION_TYPES, { message: `presentation_type must be one of ${PRESENTATION_TYPES.join(', ')}` })
  presentation_type: (typeof PRESENTATION_TYPES)[number];
}
