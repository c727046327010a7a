import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { AdminFormDialog, useDialogSave } from '@/components/admin/admin-form-dialog';
import { detailText } from '@/lib/api-errors';
import { useBeginNextEditionMutation, usePreviewNextEditionMutation, type EditionPreview, type NextEdition } from '../api/editions-admin-api';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The same days a year later: what organisers most often pick next. */
function aYearLater(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
}

/** What moves, in words: the preview's counts that are not zero. */
function Moves({ preview }: { preview: EditionPreview }) {
  const { t } = useLingui();
  const { moves, archived_year: archivedYear, archived_name: archivedName } = preview;
  const lines = [
    t`${plural(preview.public_sessions, { one: '# session', other: '# sessions' })} and ${plural(preview.public_speakers, { one: '# speaker', other: '# speakers' })} of the public programme, kept at /archive/${archivedYear}`,
    moves.proposals > 0 && t`${plural(moves.proposals, { one: '# proposal', other: '# proposals' })}`,
    moves.reviews + moves.review_assignments > 0 &&
      t`${plural(moves.reviews, { one: '# review', other: '# reviews' })} and ${plural(moves.review_assignments, { one: '# assignment', other: '# assignments' })}`,
    moves.saved_sessions > 0 && t`${plural(moves.saved_sessions, { one: '# saved session', other: '# saved sessions' })} of attendees`,
    moves.session_feedback > 0 && t`${plural(moves.session_feedback, { one: '# rating', other: '# ratings' })}`,
    moves.schedule_releases > 0 && t`${plural(moves.schedule_releases, { one: '# release', other: '# releases' })} of the programme`,
  ].filter(Boolean);
  return (
    <Box data-testid="next-edition-preview">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        <Trans>These move to the archive of {archivedName}:</Trans>
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {lines.map((line) => (
          <Typography component="li" variant="body2" key={String(line)}>
            {line}
          </Typography>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        <Trans>
          Nothing is deleted. Accounts, speakers&apos; profiles, sponsors, news and the site&apos;s texts stay; the speakers leave /speakers until you show them
          again.
        </Trans>
      </Typography>
    </Box>
  );
}

/** "Begin the next edition": the new days, a preview of what moves to the archive, then the move. */
export function NextEditionDialog({
  startsOn,
  endsOn,
  onClose,
  onDone,
}: {
  startsOn: string;
  endsOn: string;
  onClose: () => void;
  onDone: (year: number) => void;
}) {
  const { t } = useLingui();
  const [next, setNext] = useState<NextEdition>({ event_starts_on: aYearLater(startsOn), event_ends_on: aYearLater(endsOn) });
  const [preview] = usePreviewNextEditionMutation();
  const [begin] = useBeginNextEditionMutation();
  const { saving, problem, clearProblem, save } = useDialogSave(t`Failed to begin the next edition`, onClose);
  const complete = DAY.test(next.event_starts_on) && DAY.test(next.event_ends_on);
  // The preview of which days: it is loading while the days shown differ from the ones typed.
  const asked = `${next.event_starts_on}|${next.event_ends_on}`;
  const [shown, setShown] = useState<{ for: string; data?: EditionPreview; error?: unknown } | null>(null);

  // The preview follows the days as they are typed; an answer for days since changed is dropped.
  useEffect(() => {
    if (!complete) return;
    let current = true;
    const request = preview(next);
    request.unwrap().then(
      (data) => current && setShown({ for: asked, data }),
      (error: unknown) => current && setShown({ for: asked, error }),
    );
    return () => {
      current = false;
      request.abort();
    };
  }, [next, asked, complete, preview]);

  const isLoading = complete && shown?.for !== asked;
  const { data, error } = shown?.for === asked ? shown : {};
  const nextYear = data?.next_year;
  const refused = error ? detailText(error, t`The preview could not be loaded.`, ' ') : null;
  return (
    <AdminFormDialog
      title={t`Begin the next edition`}
      titleId="next-edition-title"
      submitOnEnter={false}
      saving={saving}
      problem={problem}
      onDismissProblem={clearProblem}
      onClose={onClose}
      submitLabel={nextYear ? t`Begin the ${nextYear} edition` : t`Begin the next edition`}
      canSubmit={Boolean(data) && !isLoading}
      onSubmit={() =>
        void save(async () => {
          const archived = await begin(next).unwrap();
          onDone(archived.year);
        })
      }
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {(['event_starts_on', 'event_ends_on'] as const).map((key) => (
          <TextField
            key={key}
            name={`next_${key}`}
            label={key === 'event_starts_on' ? t`First day of the next edition` : t`Last day of the next edition`}
            type="date"
            size="small"
            value={next[key]}
            onChange={(event) => setNext((current) => ({ ...current, [key]: event.target.value }))}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ minWidth: 240 }}
          />
        ))}
      </Stack>
      {isLoading && <CircularProgress size={24} aria-label={t`Loading what moves`} />}
      {refused && <Alert severity="warning">{refused}</Alert>}
      {data && <Moves preview={data} />}
    </AdminFormDialog>
  );
}
