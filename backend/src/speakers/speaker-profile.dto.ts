import { z } from 'zod';
import { RequestDto } from '../http/request-dto.js';
import { blankToNull, filledIn, isWebAddress, optionalLine, optionalText, typeError } from '../http/request-fields.js';

const LINKEDIN_HTTPS = /*i18n*/ 'linkedin_url must be an https URL';

/** A LinkedIn address the public page can link to safely: https only; blank or null clears it. */
const httpsAddress = z
  .string(typeError(LINKEDIN_HTTPS))
  .trim()
  .refine((value) => value === '' || (/^https:\/\//i.test(value) && isWebAddress(value, true)), { error: LINKEDIN_HTTPS, params: { type: 'url_parsing' } })
  .max(500)
  .transform(blankToNull)
  .nullish();

/**
 * PUT /api/speaker/profile: the texts a speaker keeps about themselves, with the admin speaker form's limits. The name
 * is required; a field left out stays as it is, blank or null clears it.
 */
export const SpeakerProfileBody = z.object({
  name: filledIn('name', 200),
  title: optionalLine('title', 200),
  company: optionalLine('company', 200),
  bio_short: optionalText(1000),
  bio: optionalText(10_000),
  linkedin_url: httpsAddress,
  /** Agrees to their talks being recorded and published (issue 47); null: no answer. Left out: kept. */
  recording_consent: z.boolean(typeError(/*i18n*/ 'recording_consent must be true or false')).nullish(),
});
export class SpeakerProfileDto extends RequestDto(SpeakerProfileBody) {}
