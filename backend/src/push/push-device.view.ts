import Bowser from 'bowser';
import { z } from 'zod';
import type { PushSubscription } from '../generated/prisma/client.js';
import { dateTime, id } from '../views/fields.js';
import { PUSH_TOPICS, REMINDER_MINUTES } from './push-topics.js';

export const PushDeviceView = z
  .object({
    id: id(),
    endpoint: z.string().meta({ description: "The push service's address for this device: a page finds its own device by it." }),
    browser: z.string().meta({ description: 'The browser, as its user agent names it ("Chrome 131"); empty when unknown.' }),
    system: z.string().meta({ description: 'The operating system ("Android 15"); empty when unknown.' }),
    topics: z.array(z.enum(PUSH_TOPICS)),
    reminder_minutes: z
      .union(REMINDER_MINUTES.map((minutes) => z.literal(minutes)))
      .nullable()
      .meta({ description: '"Starts in N minutes" for saved sessions; null: no reminders.' }),
    language: z.enum(['en', 'de']),
    session_ids: z.array(z.number().int()).meta({ description: "An anonymous device's starred sessions; empty for an account's device." }),
    muted_session_ids: z.array(z.number().int()).meta({ description: 'Sessions this device is not told about ("Mute this session").' }),
    created_at: dateTime(),
    last_used_at: dateTime(),
  })
  .meta({ id: 'PushDevice', description: 'A device that receives push notifications.' });
export type PushDeviceView = z.output<typeof PushDeviceView>;

const named = (name?: string, version?: string) => [name, version?.split('.')[0]].filter(Boolean).join(' ');

export function toPushDeviceView(s: PushSubscription): PushDeviceView {
  const agent = s.user_agent ? Bowser.parse(s.user_agent) : null;
  return {
    id: s.id,
    endpoint: s.endpoint,
    browser: named(agent?.browser.name, agent?.browser.version),
    system: named(agent?.os.name, agent?.os.version),
    topics: s.topics as PushDeviceView['topics'],
    reminder_minutes: s.reminder_minutes as PushDeviceView['reminder_minutes'],
    language: s.language === 'de' ? 'de' : 'en',
    session_ids: s.session_ids,
    muted_session_ids: s.muted_session_ids,
    created_at: s.created_at.toISOString(),
    last_used_at: s.last_used_at.toISOString(),
  };
}
