import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { trimToNull } from '../common/transforms.js';

/** PUT /api/user/feedback/{sessionId}: a rating from 1 to 5 and an optional comment. */
export class FeedbackDto {
  @Max(5, { message: 'rating must be a whole number from 1 to 5' })
  @Min(1, { message: 'rating must be a whole number from 1 to 5' })
  @IsInt({ message: 'rating must be a whole number from 1 to 5' })
  rating: number;

  @Transform(trimToNull)
  @IsOptional()
  @MaxLength(2000)
  @IsString()
  comment?: string | null;
}
