import { PartialType } from '@nestjs/mapped-types';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsISO8601, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength, ValidateNested } from 'class-validator';
import { IsOmittable, lowerCase, trim, trimToNull } from '../common/transforms.js';
import { ROOM_NAME } from '../rooms/room.dto.js';
import { SessionStatus } from '../generated/prisma/enums.js';

export const SESSION_TYPES = ['talk', 'keynote', 'presentation', 'workshop', 'panel', 'networking', 'break'] as const;
/** The statuses the database knows (prisma/schema.prisma). */
export const SESSION_STATUSES = Object.values(SessionStatus);
/** Spec: at most 5 speakers per session (the picker's limit, which the server holds too). */
export const MAX_SPEAKERS_PER_SESSION = 5;

export class SessionSpeakerRef {
  @IsInt({ message: 'speaker id must be a whole number' })
  @Min(1)
  id: number;

  @IsOmittable()
  @Max(1000)
  @Min(0)
  @IsInt({ message: 'display_order must be a whole number' })
  display_order?: number;
}

/**
 * POST /api/admin/sessions (spec: title, description, type, startTime, endTime, room, capacity, status, speakers as
 * [{id, display_order}] plus speaker_ids). `speakers` wins when both are sent; its order is rewritten to 0..n-1.
 */
export class CreateSessionDto {
  @Transform(trim)
  @MaxLength(300)
  @MinLength(1, { message: 'title is required' })
  @IsString({ message: 'title is required' })
  title: string;

  @Transform(trim)
  @IsOmittable()
  @MaxLength(10_000)
  @IsString({ message: 'description must be text' })
  description?: string;

  @Transform(lowerCase)
  @IsOmittable()
  @IsIn(SESSION_TYPES, { message: `type must be one of ${SESSION_TYPES.join(', ')}` })
  type?: (typeof SESSION_TYPES)[number];

  @IsISO8601({ strict: true }, { message: 'startTime must be a date and time' })
  startTime: string;

  @IsISO8601({ strict: true }, { message: 'endTime must be a date and time' })
  endTime: string;

  @Transform(trimToNull)
  @IsOptional()
  @Matches(ROOM_NAME, { message: 'room must not contain control characters' })
  @MaxLength(100)
  @IsString()
  room?: string | null;

  @IsOptional()
  @Max(100_000)
  @Min(1, { message: 'capacity must be at least 1' })
  @IsInt({ message: 'capacity must be a whole number' })
  capacity?: number | null;

  @Transform(lowerCase)
  @IsOmittable()
  @IsIn(SESSION_STATUSES, { message: `status must be one of ${SESSION_STATUSES.join(', ')}` })
  status?: SessionStatus;

  @IsOmittable()
  @ValidateNested({ each: true })
  @Type(() => SessionSpeakerRef)
  @ArrayMaxSize(MAX_SPEAKERS_PER_SESSION, { message: `a session has at most ${MAX_SPEAKERS_PER_SESSION} speakers` })
  @IsArray()
  speakers?: SessionSpeakerRef[];

  /** Scheduling an accepted proposal: the proposal records the slot and its speaker joins the session. */
  @IsOmittable()
  @Min(1)
  @IsInt({ message: 'proposal_id must be a whole number' })
  proposal_id?: number;

  @IsOmittable()
  @IsInt({ each: true, message: 'speaker_ids must be whole numbers' })
  @ArrayMaxSize(MAX_SPEAKERS_PER_SESSION, { message: `a session has at most ${MAX_SPEAKERS_PER_SESSION} speakers` })
  @IsArray()
  speaker_ids?: number[];
}

export class UpdateSessionDto extends PartialType(CreateSessionDto, { skipNullProperties: false }) {
  /** The version the edit is based on; a stale one is refused with 409 and the current record. */
  @IsOmittable()
  @Min(1)
  @IsInt({ message: 'version must be a whole number' })
  version?: number;
}

/**
 * POST /api/admin/sessions/{id}/move: drag to another slot or room, or resize. A new start without an end keeps the
 * duration; the version is required, so a move based on a stale calendar is refused with 409.
 */
export class MoveSessionDto {
  @IsOmittable()
  @IsISO8601({ strict: true }, { message: 'startTime must be a date and time' })
  startTime?: string;

  @IsOmittable()
  @IsISO8601({ strict: true }, { message: 'endTime must be a date and time' })
  endTime?: string;

  @Transform(trimToNull)
  @IsOmittable()
  @Matches(ROOM_NAME, { message: 'room must not contain control characters' })
  @MaxLength(100)
  @IsString()
  room?: string;

  @Min(1)
  @IsInt({ message: 'version is required' })
  version: number;
}

/** POST /api/admin/sessions/conflicts: what a session would clash with, before it is saved. */
export class ConflictCheckDto {
  @IsOmittable()
  @Min(1)
  @IsInt()
  id?: number;

  @IsISO8601({ strict: true }, { message: 'startTime must be a date and time' })
  startTime: string;

  @IsISO8601({ strict: true }, { message: 'endTime must be a date and time' })
  endTime: string;

  @Transform(trimToNull)
  @IsOptional()
  @Matches(ROOM_NAME, { message: 'room must not contain control characters' })
  @MaxLength(100)
  @IsString()
  room?: string | null;

  @IsOmittable()
  @IsInt({ each: true, message: 'speaker_ids must be whole numbers' })
  @ArrayMaxSize(MAX_SPEAKERS_PER_SESSION)
  @IsArray()
  speaker_ids?: number[];
}
