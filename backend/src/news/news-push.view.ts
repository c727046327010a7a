import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.js';

const devices = () => z.number().int().min(0);

export const NewsPushPreviewView = z
  .object({
    language: z.enum(LANGUAGES),
    title: z.string(),
    body: z.string().meta({ description: 'The content as plain text, shortened to about 180 characters.' }),
    url: z.string().meta({ description: "The site's address the notification opens ('/news/12', '/de/news/12')." }),
    tag: z.string().meta({ description: 'A newer notification with the same tag replaces the older one on the device.' }),
    devices: devices().meta({ description: 'Devices in this language that would get it now.' }),
  })
  .meta({ id: 'NewsPushPreview', description: 'The notification as the devices of one language show it.' });

export const NewsPushView = z
  .object({
    devices: devices().meta({ description: 'Devices that would get it now: those told of announcements that have not had it yet.' }),
    already_told: devices().meta({ description: 'Devices that have had this item already (a second send skips them).' }),
    previews: z.array(NewsPushPreviewView),
  })
  .meta({ id: 'NewsPush', description: 'A news item as a push notification, before it is sent.' });
export type NewsPushView = z.output<typeof NewsPushView>;

export const NewsPushSentView = z
  .object({ devices: devices().meta({ description: 'Devices it was queued for now.' }) })
  .meta({ id: 'NewsPushSent', description: 'How many devices a news item was sent to as a push.' });
