import { z } from 'zod';

export const SettingsView = z
  .object({ accepting_cfp: z.boolean(), accepting_sponsors: z.boolean() })
  .meta({ id: 'ConferenceSettings', description: 'Which calls are open.' });
export type PublicSettings = z.output<typeof SettingsView>;
