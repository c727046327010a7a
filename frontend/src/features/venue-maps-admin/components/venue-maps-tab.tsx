import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageSpinner } from '@/components/page-spinner';
import { useAdminNotice } from '@/components/admin/admin-notice';
import { errorMessage } from '@/lib/api-errors';
import { useAddFloorMutation, useGetAdminVenueMapsQuery, useGetRoomsToPlaceQuery } from '../api/venue-maps-admin-api';
import { FloorEditor } from './floor-editor';

/**
 * Venue maps (issue 47): per floor an uploaded plan on which organisers place the rooms. Visitors see them on /venue,
 * and each session links to its room there.
 */
export function VenueMapsTab() {
  const { t } = useLingui();
  const { data: floors, isLoading, error } = useGetAdminVenueMapsQuery();
  const { data: roomList } = useGetRoomsToPlaceQuery();
  const rooms = useMemo(() => (roomList ?? []).map((r) => r.name), [roomList]);
  const [draft, setDraft] = useState<{ floor: string; floor_de: string; file: File | null }>({ floor: '', floor_de: '', file: null });
  const [formKey, setFormKey] = useState(0);
  const [addFloor, adding] = useAddFloorMutation();
  const notice = useAdminNotice();
  const planInput = useRef<HTMLInputElement>(null);
  const floorInput = useRef<HTMLInputElement>(null);
  // A floor added: the form starts afresh for the next one, and the focus that Add floor dropped (disabled while it
  // saved, then gone with the old form) waits in its first field (WCAG 2.4.3).
  useEffect(() => {
    if (formKey && (document.activeElement === null || document.activeElement === document.body)) floorInput.current?.focus();
  }, [formKey]);

  async function add() {
    if (!draft.floor.trim() || !draft.file) return;
    try {
      await addFloor({ floor: draft.floor.trim(), floor_de: draft.floor_de.trim(), file: draft.file }).unwrap();
      setDraft({ floor: '', floor_de: '', file: null });
      setFormKey((k) => k + 1);
      notice.succeed(t`Floor added`);
    } catch (failure) {
      notice.fail(t`Failed to add the floor`, failure);
    }
  }

  return (
    <Stack spacing={3}>
      <Typography variant="body2" color="text.secondary">
        <Trans>A plan per floor: place each room on it. Visitors find the rooms on the venue page, and each session links to its room there.</Trans>
      </Typography>
      <Paper
        variant="outlined"
        component="form"
        sx={{ p: 2 }}
        onSubmit={(e) => (e.preventDefault(), void add())}
        aria-labelledby="add-floor-title"
        key={formKey}
      >
        <Typography id="add-floor-title" variant="subtitle1" component="h3" sx={{ mb: 1.5 }}>
          <Trans>Add a floor</Trans>
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
          <TextField
            size="small"
            label={t`Floor`}
            required
            inputRef={floorInput}
            value={draft.floor}
            onChange={(e) => setDraft({ ...draft, floor: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            size="small"
            label={t`Floor (German)`}
            value={draft.floor_de}
            onChange={(e) => setDraft({ ...draft, floor_de: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          {/* A button that clicks the hidden input: a <label> styled as a button takes the focus but not Enter or Space
              (WCAG 2.1.1), since MUI calls only an onClick for them, not the label's own activation. */}
          <input
            ref={planInput}
            hidden
            type="file"
            accept="image/*"
            aria-label={t`Plan image`}
            onChange={(e) => setDraft({ ...draft, file: e.target.files?.[0] ?? null })}
          />
          <Button variant="outlined" onClick={() => planInput.current?.click()}>
            {draft.file ? draft.file.name : t`Choose the plan (image)`}
          </Button>
          <Button type="submit" variant="contained" disabled={adding.isLoading || !draft.floor.trim() || !draft.file}>
            <Trans>Add floor</Trans>
          </Button>
        </Stack>
      </Paper>
      {isLoading ? (
        <PageSpinner label={t`Loading the venue maps`} />
      ) : error && !floors ? (
        <Alert severity="error">{errorMessage(error, t`Failed to load the venue maps.`)}</Alert>
      ) : floors && floors.length === 0 ? (
        <Typography>
          <Trans>No floors yet.</Trans>
        </Typography>
      ) : (
        (floors ?? []).map((floor) => <FloorEditor key={floor.id} floor={floor} rooms={rooms} />)
      )}
      {notice.element}
    </Stack>
  );
}
