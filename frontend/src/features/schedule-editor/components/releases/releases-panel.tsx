import { memo, useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/lib/api-errors';
import { getSocket } from '@/lib/socket';
import {
  useGetScheduleDraftQuery,
  useGetScheduleReleasesQuery,
  useReleaseScheduleMutation,
  useSetScheduleModeMutation,
  type ScheduleMode,
} from '../../api/schedule-releases-admin-api';
import { ModeSwitchDialog } from './mode-switch-dialog';
import { PastReleases } from './past-releases';
import { ReleaseChangeList } from './release-change-list';
import { RELEASE_MODE_INK } from '../session-style';
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';

/** Alert-like colours, dark text on a pale ground (readable at any size). */
export const MODE_CHIP = {
  live: { bgcolor: '#edf7ed', color: '#1e4620' },
  release: { bgcolor: '#fff4e5', color: RELEASE_MODE_INK, borderColor: RELEASE_MODE_INK },
} as const;

export const unreleasedText = (n: number) => (n === 0 ? t`No unreleased changes` : plural(n, { one: '# unreleased change', other: '# unreleased changes' }));

interface Props {
  onDone: (text: string) => void;
  onFailed: (action: string, error: unknown) => void;
}

/**
 * The 'Releases' panel of the Schedule tab: live or release mode (switched after a confirmation that explains the
 * other), in release mode the draft's unreleased changes and the Release button, and the past releases.
 */
// Memoised: the schedule tab renders again with every change of its sessions; this panel follows its own queries.
export const ReleasesPanel = memo(function ReleasesPanel({ onDone, onFailed }: Props) {
  const draft = useGetScheduleDraftQuery();
  const releases = useGetScheduleReleasesQuery();
  const [release, { isLoading: releasing }] = useReleaseScheduleMutation();
  const [setMode, { isLoading: switching }] = useSetScheduleModeMutation();
  const [switchTo, setSwitchTo] = useState<ScheduleMode | null>(null);
  const [name, setName] = useState('');
  const { refetch: refetchDraft } = draft;
  const { refetch: refetchReleases } = releases;

  // Another organiser released: the draft and the list follow.
  useEffect(() => {
    const socket = getSocket();
    const released = () => {
      void refetchDraft();
      void refetchReleases();
    };
    socket.on('schedule.released', released);
    return () => socket.off('schedule.released', released);
  }, [refetchDraft, refetchReleases]);

  if (draft.error && !draft.data) return <Alert severity="error">{errorMessage(draft.error, t`Failed to load the releases.`)}</Alert>;
  if (!draft.data) return null;
  const { mode, latest, changes } = draft.data;
  const next = (releases.data?.[0]?.number ?? latest?.number ?? 0) + 1;
  const nextName = t`Version ${next}`;
  const shown = latest?.name;

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const made = await release({ name: name.trim() || undefined }).unwrap();
      setName('');
      const madeName = made.name;
      onDone(t`Released ${madeName}.`);
    } catch (err) {
      onFailed(t`Failed to release the schedule`, err);
    }
  }

  async function confirmSwitch(to: ScheduleMode) {
    try {
      const { release: made } = await setMode(to).unwrap();
      const what = to === 'release' ? t`Release mode is on` : t`Live mode is on`;
      const madeName = made?.name ?? '';
      onDone(made && made.change_count > 0 ? t`${what}: ${madeName} published the unreleased changes.` : `${what}.`);
    } catch (err) {
      onFailed(t`Failed to switch the schedule mode`, err);
    } finally {
      setSwitchTo(null);
    }
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby="releases-heading" id="schedule-releases" data-testid="releases-panel" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Typography id="releases-heading" component="h3" variant="h6">
              <Trans>Releases</Trans>
            </Typography>
            <Chip size="small" label={mode === 'release' ? t`Release mode` : t`Live mode`} sx={MODE_CHIP[mode]} />
          </Stack>
          <Button variant="outlined" onClick={() => setSwitchTo(mode === 'release' ? 'live' : 'release')}>
            {mode === 'release' ? t`Switch to live mode` : t`Switch to release mode`}
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {mode === 'release'
            ? shown
              ? t`Edits stay in a draft that only organisers see. The public site shows ${shown} until you release the changes below.`
              : t`Edits stay in a draft that only organisers see. The public site shows the last release until you release the changes below.`
            : t`Every schedule edit is public at once. Turn on release mode to prepare changes in a draft and publish them together as a named version.`}
        </Typography>
        {mode === 'release' && (
          <Stack spacing={1.5} component="form" onSubmit={(event) => void submit(event)} aria-labelledby="unreleased-heading">
            <Typography id="unreleased-heading" component="h4" variant="subtitle1" sx={{ fontWeight: 700 }} data-testid="unreleased-count">
              {unreleasedText(changes.length)}
            </Typography>
            {changes.length > 0 && <ReleaseChangeList changes={changes} label={t`Unreleased changes`} />}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
              <TextField
                size="small"
                label={t`Release name`}
                placeholder={nextName}
                value={name}
                onChange={(event) => setName(event.target.value)}
                slotProps={{ htmlInput: { maxLength: 100 }, inputLabel: { shrink: true } }}
                helperText={t`Left empty: ${nextName}`}
                sx={{ width: { xs: '100%', sm: 320 } }}
              />
              <Button type="submit" variant="contained" disabled={changes.length === 0 || releasing}>
                <Trans>Release</Trans>
              </Button>
            </Stack>
          </Stack>
        )}
        <PastReleases releases={releases.data ?? []} />
      </Stack>
      {switchTo && (
        <ModeSwitchDialog
          to={switchTo}
          unreleased={changes.length}
          busy={switching}
          onCancel={() => setSwitchTo(null)}
          onConfirm={() => void confirmSwitch(switchTo)}
        />
      )}
    </Paper>
  );
});
