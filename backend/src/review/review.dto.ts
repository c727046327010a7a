// What the committee's routes accept. Scores are checked against the criteria by the service (a DTO cannot know them).
import { PartialType } from '@nestjs/mapped-types';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { ReviewPhase } from '../generated/prisma/enums.js';
import { MAX_ID } from '../common/id.pipe.js';
import { IsOmittable, lowerCase, trim, trimToNull } from '../common/transforms.js';
import { DECISIONS } from '../common/decision.view.js';

const PHASES = Object.values(ReviewPhase);
/** A bulk decision covers at most this many proposals. */
export const MAX_BATCH = 500;

export class UpdateReviewSettingsDto {
  @Transform(lowerCase)
  @IsOmittable()
  @IsIn(PHASES, { message: `phase must be one of ${PHASES.join(', ')}` })
  phase?: ReviewPhase;

  @IsOmittable()
  @IsBoolean()
  anonymised?: boolean;

  @IsOmittable()
  @IsBoolean()
  open_review?: boolean;

  @IsOmittable()
  @Max(10)
  @Min(1)
  @IsInt({ message: 'reviewers_per_proposal must be a whole number' })
  reviewers_per_proposal?: number;
}

export class UpdateReviewerDto {
  @IsOmittable()
  @IsBoolean()
  is_reviewer?: boolean;

  @Transform(trim)
  @IsOmittable()
  @MaxLength(200)
  @IsString()
  organization?: string;
}

export class CreateCriterionDto {
  @Transform(trim)
  @MaxLength(100)
  @MinLength(1, { message: 'name is required' })
  @IsString({ message: 'name is required' })
  name: string;

  @IsOmittable()
  @Max(10)
  @Min(0.1)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'weight must be a number' })
  weight?: number;

  @IsOmittable()
  @Max(10)
  @Min(2)
  @IsInt({ message: 'scale_max must be a whole number' })
  scale_max?: number;

  @IsOmittable()
  @Max(1000)
  @Min(0)
  @IsInt()
  position?: number;
}

export class UpdateCriterionDto extends PartialType(CreateCriterionDto, { skipNullProperties: false }) {}

export class AssignmentDto {
  @Max(MAX_ID)
  @Min(1)
  @IsInt({ message: 'proposal_id must be a whole number' })
  proposal_id: number;

  @Max(MAX_ID)
  @Min(1)
  @IsInt({ message: 'reviewer_id must be a whole number' })
  reviewer_id: number;
}

export class AutoAssignDto {
  @IsOmittable()
  @Max(MAX_ID, { each: true })
  @Min(1, { each: true })
  @IsInt({ each: true, message: 'proposal_ids must be whole numbers' })
  @ArrayMaxSize(MAX_BATCH)
  @IsArray()
  proposal_ids?: number[];
}

export class SubmitReviewDto {
  @IsObject({ message: 'scores must be an object of criterion id to score' })
  scores: Record<string, unknown>;

  @Transform(trim)
  @IsOmittable()
  @MaxLength(5000)
  @IsString()
  comment?: string;

  @Transform(trimToNull)
  @IsOptional()
  @MaxLength(2000)
  @IsString()
  speaker_note?: string | null;
}

export class TemplateDto {
  @Transform(trim)
  @MaxLength(100)
  @MinLength(1, { message: 'name is required' })
  @IsString({ message: 'name is required' })
  name: string;

  @Transform(lowerCase)
  @IsIn(DECISIONS, { message: `decision must be one of ${DECISIONS.join(', ')}` })
  decision: (typeof DECISIONS)[number];

  @Transform(trim)
  @MaxLength(200)
  @MinLength(1, { message: 'subject is required' })
  @IsString({ message: 'subject is required' })
  subject: string;

  @MaxLength(10_000)
  @MinLength(1, { message: 'body is required' })
  @IsString({ message: 'body is required' })
  body: string;
}

export class UpdateTemplateDto extends PartialType(TemplateDto, { skipNullProperties: false }) {}

export class DecisionDto {
  @Max(MAX_ID, { each: true })
  @Min(1, { each: true })
  @IsInt({ each: true, message: 'proposal_ids must be whole numbers' })
  @ArrayMaxSize(MAX_BATCH)
  @ArrayMinSize(1, { message: 'Choose at least one proposal' })
  @IsArray({ message: 'proposal_ids must be a list' })
  proposal_ids: number[];

  @Transform(lowerCase)
  @IsIn(DECISIONS, { message: `decision must be one of ${DECISIONS.join(', ')}` })
  decision: (typeof DECISIONS)[number];

  @Max(MAX_ID)
  @Min(1)
  @IsInt({ message: 'template_id must be a whole number' })
  template_id: number;

  /** Notes for each speaker by proposal id; where none is given, the reviewers' notes for the speaker are used. */
  @IsOmittable()
  @IsObject({ message: 'notes must be an object of proposal id to text' })
  notes?: Record<string, unknown>;
}
