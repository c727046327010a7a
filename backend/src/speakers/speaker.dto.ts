import { PartialType } from '@nestjs/mapped-types';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, IsUrl, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { IsOmittable, trim, trimToNull } from '../common/transforms.js';

const optionalText = (max: number) => [Transform(trimToNull), IsOptional(), IsString(), MaxLength(max)];
function OptionalText(max: number): PropertyDecorator {
  return (target, key) => optionalText(max).forEach((decorate) => decorate(target, key));
}

/** POST /api/admin/speakers (spec: name, title, bio, company, linkedin_url, display_on_public, bio_short, talk_title, talk_abstract). */
export class CreateSpeakerDto {
  @Transform(trim)
  @MaxLength(200)
  @MinLength(1, { message: 'name is required' })
  @IsString({ message: 'name is required' })
  name: string;

  @OptionalText(200) title?: string | null;
  @OptionalText(200) company?: string | null;
  @OptionalText(10_000) bio?: string | null;
  @OptionalText(1000) bio_short?: string | null;
  @OptionalText(300) talk_title?: string | null;
  @OptionalText(10_000) talk_abstract?: string | null;

  @Transform(trimToNull)
  @ValidateIf((_o, v) => v !== null && v !== undefined)
  @MaxLength(500)
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true }, { message: 'linkedin_url must be a URL' })
  linkedin_url?: string | null;

  @IsOmittable()
  @IsBoolean()
  display_on_public?: boolean;
}

export class UpdateSpeakerDto extends PartialType(CreateSpeakerDto, { skipNullProperties: false }) {}
