import { z } from 'zod';
import { RequestDto } from '../http/request-dto.js';
import { translationsField } from '../i18n/translations.js';
import { filledIn, optionalLine, optionalText, optionalWebAddress } from '../http/request-fields.js';

/** POST /api/admin/speakers (spec: name, title, bio, company, linkedin_url, display_on_public, bio_short, talk_title, talk_abstract). */
const CreateSpeakerBody = z.object({
  name: filledIn('name', 200),
  title: optionalLine('title', 200),
  company: optionalLine('company', 200),
  bio: optionalText(10_000),
  bio_short: optionalText(1000),
  talk_title: optionalLine('talk_title', 300),
  talk_abstract: optionalText(10_000),
  linkedin_url: optionalWebAddress(/*i18n*/ 'linkedin_url must be a URL', 500, true),
  display_on_public: z.boolean().optional(),
  translations: translationsField({ title: 200, bio: 10_000, bio_short: 1000, talk_title: 300, talk_abstract: 10_000 }).optional(),
});
export class CreateSpeakerDto extends RequestDto(CreateSpeakerBody) {}

export class UpdateSpeakerDto extends RequestDto(CreateSpeakerBody.partial()) {}
