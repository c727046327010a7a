import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsString, Matches, Max, MaxLength, Min, MinLength, ValidateNested } from 'class-validator';
import { IsNullable, trim } from '../common/transforms.js';

/** As many rooms as a venue plausibly has, and a hall larger than any real one. */
export const MAX_ROOMS_PER_EDIT = 200;
export const MAX_ROOM_CAPACITY = 100_000;
/** No control characters: a room name is shown on every page and in calendar files (and the database refuses NUL). */
export const ROOM_NAME = /^[^\p{Cc}]*$/u;

export class RoomCapacityDto {
  @Transform(trim)
  @Matches(ROOM_NAME, { message: 'name must not contain control characters' })
  @MaxLength(100)
  @MinLength(1, { message: 'name is required' })
  @IsString({ message: 'name is required' })
  name: string;

  /** null clears it: the room then has no capacity and is never flagged or suggested. */
  @IsNullable()
  @Max(MAX_ROOM_CAPACITY, { message: `capacity must be at most ${MAX_ROOM_CAPACITY}` })
  @Min(1, { message: 'capacity must be at least 1' })
  @IsInt({ message: 'capacity must be a whole number, or null to clear it' })
  capacity: number | null;
}

/** PUT /api/admin/rooms: the capacities of the rooms named; rooms left out keep theirs. */
export class SetRoomCapacitiesDto {
  @ValidateNested({ each: true })
  @Type(() => RoomCapacityDto)
  @ArrayMaxSize(MAX_ROOMS_PER_EDIT)
  @ArrayMinSize(1, { message: 'rooms must name at least one room' })
  @IsArray({ message: 'rooms must be a list' })
  rooms: RoomCapacityDto[];
}
