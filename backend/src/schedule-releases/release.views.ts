// What the release routes answer.
import { z } from 'zod';
import { id } from '../views/fields.js';
import { ChangeKindView, ReleaseRefView, SlotView } from '../sessions/schedule-changes.js';
import { SessionView } from '../sessions/session.view.js';

export const SCHEDULE_MODES = ['live', 'release'] as const;
export const ScheduleModeView = z.enum(SCHEDULE_MODES).meta({
  id: 'ScheduleMode',
  description: 'live: every schedule edit is public at once; release: edits stay a draft until an organiser releases a version.',
});

export const ReleaseChangeView = z
  .object({
    session_id: id(),
    title: z.string(),
    kinds: z.array(ChangeKindView),
    before: SlotView.nullable().meta({ description: 'null when the session was added.' }),
    after: SlotView.nullable().meta({ description: 'null when the session was removed.' }),
  })
  .meta({ id: 'ScheduleReleaseChange', description: 'How one session changed from the release before.' });

export const ReleaseSummaryView = ReleaseRefView.extend({ change_count: z.number().int() }).meta({
  id: 'ScheduleReleaseSummary',
  description: 'A released version of the programme and how many sessions it changed.',
});

export const PublicReleaseView = ReleaseSummaryView.extend({
  programme: z.array(SessionView).meta({ description: 'The programme as this release published it.' }),
  changes: z.array(ReleaseChangeView),
}).meta({ id: 'ScheduleRelease', description: 'A released version of the programme with its changelog.' });

export const AdminReleaseView = ReleaseSummaryView.extend({
  released_by: z.string().meta({ description: 'The e-mail of the organiser who released it.' }),
  changes: z.array(ReleaseChangeView),
}).meta({ id: 'AdminScheduleRelease', description: 'A release with its changelog and who made it.' });
export type AdminReleaseView = z.output<typeof AdminReleaseView>;

export const DraftView = z
  .object({
    mode: ScheduleModeView,
    latest: ReleaseRefView.nullable().meta({ description: 'The release the public site shows (in release mode), or the last one made.' }),
    changes: z.array(ReleaseChangeView).meta({ description: 'What Release would publish (always empty in live mode).' }),
  })
  .meta({ id: 'ScheduleDraft', description: 'The unreleased changes of the programme.' });
export type DraftView = z.output<typeof DraftView>;

export const ReleaseListView = z
  .object({ mode: ScheduleModeView, releases: z.array(ReleaseSummaryView) })
  .meta({ id: 'ScheduleReleases', description: 'How schedule edits go public now, and every release made, newest first.' });

export const ModeChangeView = z
  .object({
    mode: ScheduleModeView,
    release: AdminReleaseView.nullable().meta({
      description:
        'The release the switch made: the first one when release mode starts, the published draft when live mode returns (null when the draft held nothing).',
    }),
  })
  .meta({ id: 'ScheduleModeChange' });
export type ModeChangeView = z.output<typeof ModeChangeView>;
