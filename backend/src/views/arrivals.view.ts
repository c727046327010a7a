import { z } from 'zod';

/** "412 of 530 arrived": answered by GET /api/checkin/arrivals and pushed to the doors and the console (checkin.arrivals). */
export const ArrivalsView = z
  .object({ arrived: z.number().int(), expected: z.number().int().meta({ description: 'Live tickets of people entitled to one.' }) })
  .meta({ id: 'Arrivals', description: '"412 of 530 arrived".' });
