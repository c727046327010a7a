import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { lowerCase, trim, trimToNull } from '../common/transforms.js';

export const REVIEW_DECISIONS = ['accepted', 'rejected'] as const;

/** PATCH /cfp/submissions/{id}/status: the organisers' decision with optional notes for the speaker. */
export class ReviewDto {
  @Transform(lowerCase)
  @IsIn(REVIEW_DECISIONS, { message: `status must be one of ${REVIEW_DECISIONS.join(', ')}` })
  status: (typeof REVIEW_DECISIONS)[number];

  @Transform(trimToNull)
  @IsOptional()
  @MaxLength(5000)
  @IsString()
  notes?: string | null;
}

export const SPEAKER_PRESENTATION_TYPES = ['talk', 'workshop', 'panel'] as const;

/** POST /api/speaker/proposals: the dashboard's 'Submit New Proposal' modal. */
export class SpeakerProposalDto {
  @Transform(trim)
  @MaxLength(200, { message: 'title must be between 5 and 200 characters' })
  @MinLength(5, { message: 'title must be between 5 and 200 characters' })
  @IsString({ message: 'title is required' })
  title: string;

  @Transform(trim)
  @MaxLength(5000, { message: 'abstract must be at most 5000 characters' })
  @MinLength(1, { message: 'abstract is required' })
  @IsString({ message: 'abstract is required' })
  abstract: string;

  @Transform(lowerCase)
  @IsOptional()
  @IsIn(SPEAKER_PRESENTATION_TYPES, { message: `presentation_type must be one of ${SPEAKER_PRESENTATION_TYPES.join(', ')}` })
  presentation_type?: (typeof SPEAKER_PRESENTATION_TYPES)[number];

  // The spec's speaker area also sends these (through POST /cfp/submit), from the profile or generic text; the
  // speaker's profile wins where it has a value.
  @Transform(trim)
  @IsOptional()
  @MaxLength(100)
  @IsString()
  speaker_name?: string;

  @Transform(trim)
  @IsOptional()
  @MaxLength(1000)
  @IsString()
  speaker_bio?: string;

  @Transform(trim)
  @IsOptional()
  @MaxLength(200)
  @IsString()
  organization?: string;
}
