import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsISO8601, ValidateNested } from 'class-validator';
import { MAX_AVAILABILITY_RANGES } from './availability-rules.js';

export class AvailabilityRangeDto {
  @IsISO8601({ strict: true }, { message: 'startTime must be a date and time' })
  startTime: string;

  @IsISO8601({ strict: true }, { message: 'endTime must be a date and time' })
  endTime: string;
}

/** PUT /api/speaker/availability: the speaker's times, replacing those stored (an empty list: available any time). */
export class AvailabilityDto {
  @ValidateNested({ each: true })
  @Type(() => AvailabilityRangeDto)
  @ArrayMaxSize(MAX_AVAILABILITY_RANGES, { message: `at most ${MAX_AVAILABILITY_RANGES} time ranges` })
  @IsArray({ message: 'slots must be a list of {startTime, endTime}' })
  slots: AvailabilityRangeDto[];
}
