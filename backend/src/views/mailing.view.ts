// How far an organisers' mailing has gone: answered by the mailing routes and pushed to organisers
// (mailings.progress), so it sits below both.
import { z } from 'zod';
import { id } from './fields.js';

export const MailingProgressView = z
  .object({
    mailing_id: id(),
    total: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int(),
    done: z.boolean().meta({ description: 'Every mail was sent or failed for good.' }),
  })
  .meta({ id: 'MailingProgress', description: "How far a mailing's mail has gone." });
export type MailingProgress = z.output<typeof MailingProgressView>;
