// The answers that say something in `detail`: every refusal and failure (http/api-error.ts raises them, the error
// filter sends them), and a sentence for the user.
import { z } from 'zod';

/** The body of every refusal and failure: `detail` is a sentence, or one entry per field that was refused. */
export const FieldErrorView = z.object({ loc: z.array(z.union([z.string(), z.number()])), msg: z.string(), type: z.string() }).meta({ id: 'FieldError' });
export const ErrorView = z
  .object({ detail: z.union([z.string(), z.array(FieldErrorView)]) })
  .catchall(z.unknown())
  .meta({ id: 'Error', description: 'Every refusal and failure: `detail` says why, as a sentence or one entry per refused field.' });

/** A sentence for the user (what a form shows after it was sent). */
export const DetailView = z.object({ detail: z.string() }).meta({ id: 'Detail' });
