import { PartialType } from '@nestjs/mapped-types';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsISO8601, IsString, MaxLength, MinLength } from 'class-validator';
import { IsOmittable, lowerCase, trim } from '../common/transforms.js';
import { NewsStatus } from '../generated/prisma/enums.js';

export const NEWS_CATEGORIES = ['announcement', 'update', 'highlight'] as const;
/** The statuses the database knows (prisma/schema.prisma). */
export const NEWS_STATUSES = Object.values(NewsStatus);

/** POST /api/admin/news. Content is HTML; it is sanitised before it is stored. */
export class CreateNewsDto {
  @Transform(trim)
  @MaxLength(300)
  @MinLength(1, { message: 'title is required' })
  @IsString({ message: 'title is required' })
  title: string;

  @MaxLength(200_000)
  @MinLength(1, { message: 'content is required' })
  @IsString({ message: 'content is required' })
  content: string;

  @IsOmittable()
  @IsISO8601({}, { message: 'published_date must be a date' })
  published_date?: string;

  @Transform(trim)
  @IsOmittable()
  @MaxLength(200)
  @MinLength(1, { message: 'author must not be empty' })
  @IsString()
  author?: string;

  @Transform(lowerCase)
  @IsOmittable()
  @IsIn(NEWS_CATEGORIES, { message: `category must be one of ${NEWS_CATEGORIES.join(', ')}` })
  category?: string;

  @IsOmittable()
  @IsBoolean()
  featured?: boolean;

  @Transform(lowerCase)
  @IsOmittable()
  @IsIn(NEWS_STATUSES, { message: `status must be one of ${NEWS_STATUSES.join(', ')}` })
  status?: NewsStatus;
}

export class UpdateNewsDto extends PartialType(CreateNewsDto, { skipNullProperties: false }) {}
