// What a decision is, and how far the mail of a bulk decision has gone: answered by the committee's routes and
// pushed to organisers (decisions.progress), so it sits below both.
import { z } from 'zod';
import { id } from './fields.js';

export const DECISIONS = ['accepted', 'rejected'] as const;
export const DecisionView = z.enum(DECISIONS).meta({ id: 'Decision' });

export const DecisionProgressView = z
  .object({
    batch_id: id(),
    decision: DecisionView,
    total: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int(),
    done: z.boolean().meta({ description: 'Every mail was sent or failed for good.' }),
  })
  .meta({ id: 'DecisionProgress', description: 'How far the mail of a bulk decision has gone.' });
export type DecisionProgress = z.output<typeof DecisionProgressView>;
