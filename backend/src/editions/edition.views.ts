// What the edition routes answer: the archive's editions for everyone, and what beginning the next one moves.
import { z } from 'zod';
import { SessionView } from '../sessions/session.view.js';
import { PublicSpeakerView } from '../speakers/speaker.view.js';
import { ARCHIVED_TABLES } from './archived-tables.js';

export const EditionSummaryView = z
  .object({
    year: z.number().int(),
    name: z.string().meta({ description: "The event's name and year when it was archived: 'LT-Summit 2025'." }),
    starts_on: z.string().meta({ format: 'date' }),
    ends_on: z.string().meta({ format: 'date' }),
    time_zone: z.string(),
    session_count: z.number().int(),
    speaker_count: z.number().int(),
  })
  .meta({ id: 'EditionSummary', description: 'A past edition in the archive.' });
export type EditionSummaryView = z.output<typeof EditionSummaryView>;

export const EditionListView = z
  .object({ editions: z.array(EditionSummaryView) })
  .meta({ id: 'EditionList', description: 'Every past edition, newest first.' });

export const EditionView = EditionSummaryView.extend({
  sessions: z.array(SessionView).meta({ description: 'Its programme as visitors last read it.' }),
  speakers: z.array(PublicSpeakerView).meta({ description: 'Its speakers as the public site showed them.' }),
}).meta({ id: 'Edition', description: 'A past edition: its programme and speakers, in the language asked for.' });
export type EditionView = z.output<typeof EditionView>;

const counts = z.object(Object.fromEntries(ARCHIVED_TABLES.map((table) => [table, z.number().int()])) as Record<(typeof ARCHIVED_TABLES)[number], z.ZodNumber>);

export const EditionPreviewView = z
  .object({
    archived_year: z.number().int().meta({ description: 'The edition that goes to the archive: the year of its first day.' }),
    archived_name: z.string(),
    next_year: z.number().int(),
    moves: counts.meta({ description: 'How many rows of each kind move to the archive.' }),
    public_sessions: z.number().int().meta({ description: 'Sessions /archive/{year} will show.' }),
    public_speakers: z.number().int().meta({ description: 'Speakers /archive/{year} will show; hidden from /speakers until shown again.' }),
  })
  .meta({ id: 'EditionPreview', description: 'What beginning the next edition moves to the archive; nothing is deleted.' });
export type EditionPreviewView = z.output<typeof EditionPreviewView>;

export const ArchivedEditionView = EditionSummaryView.extend({
  moved: counts.meta({ description: 'The rows of each kind now in the archive: the counts before, each one kept.' }),
}).meta({ id: 'ArchivedEdition', description: 'The edition just archived.' });
