import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { PageSpinner } from '@/components/page-spinner';
import { errorMessage } from '@/lib/api-errors';
import { useAdminNotice } from '@/components/admin/admin-notice';
import {
  useCreateSpeakerMutation,
  useDeleteSpeakerMutation,
  useGetAdminSpeakersQuery,
  useUpdateSpeakerMutation,
  type AdminSpeaker,
  type SpeakerInput,
} from '@/lib/admin/speakers-admin-api';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { SpeakerAdminCard } from './speaker-admin-card';
import { filterSpeakers, VISIBILITY_FILTERS, type VisibilityFilter } from './speaker-form';
import { SpeakerFormDialog } from './speaker-form-dialog';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';

type Editing = { speaker: AdminSpeaker | null } | null;

/** The 'Speakers' tab: every speaker, searchable and filtered by visibility, kept current over the socket. */
export function SpeakersTab() {
  const { data, isLoading, error } = useGetAdminSpeakersQuery();
  const [createSpeaker] = useCreateSpeakerMutation();
  const [updateSpeaker] = useUpdateSpeakerMutation();
  const [deleteSpeaker, { isLoading: deleting }] = useDeleteSpeakerMutation();
  const [search, setSearch] = useState('');
  const [visibility, setVisibility] = useState<VisibilityFilter>('all');
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<AdminSpeaker | null>(null);
  const notice = useAdminNotice();
  const { t, i18n } = useLingui();

  const shown = data ? filterSpeakers(data, search, visibility) : [];
  const shownCount = shown.length;
  const total = data?.length ?? 0;

  /** Rejects on failure: the dialog stays open and tells why. */
  async function save(input: SpeakerInput) {
    const existing = editing?.speaker;
    if (existing) {
      await updateSpeaker({ id: existing.id, ...input }).unwrap();
      const name = input.name;
      notice.succeed(t`Speaker ''${name}'' updated.`);
    } else {
      await createSpeaker(input).unwrap();
      const name = input.name;
      notice.succeed(t`Speaker ''${name}'' added.`);
    }
  }

  async function remove(speaker: AdminSpeaker) {
    try {
      await deleteSpeaker(speaker.id).unwrap();
      const name = speaker.name;
      notice.succeed(t`Speaker ''${name}'' deleted.`);
    } catch (err) {
      notice.fail(t`Failed to delete speaker`, err);
    }
    setRemoving(null);
  }

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h2">
          <Trans>Speakers</Trans>
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ speaker: null })}>
          <Trans>Add Speaker</Trans>
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          type="search"
          name="speaker-search"
          label={t`Search speakers`}
          placeholder={t`Name, company or title`}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ flexGrow: 1 }}
        />
        <TextField
          select
          name="speaker-visibility"
          label={t`Visibility`}
          value={visibility}
          onChange={(e) => setVisibility(e.target.value as VisibilityFilter)}
          sx={{ minWidth: { sm: 220 }, width: { sm: 'auto' } }}
        >
          {VISIBILITY_FILTERS.map((f) => (
            <MenuItem key={f.value} value={f.value}>
              {i18n._(f.label)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {isLoading ? (
        <PageSpinner label={t`Loading speakers`} />
      ) : error && !data ? (
        <Alert severity="error">{errorMessage(error, t`Failed to load speakers.`)}</Alert>
      ) : !data?.length ? (
        <Typography color="text.secondary">
          <Trans>No speakers yet. Use &apos;Add Speaker&apos; to add the first one.</Trans>
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" role="status" data-testid="speaker-count">
            {shownCount === total
              ? plural(total, { one: '# speaker', other: '# speakers' })
              : plural(total, { one: `${shownCount} of # speaker`, other: `${shownCount} of # speakers` })}
          </Typography>
          {shown.length ? (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
              {shown.map((s) => (
                <SpeakerAdminCard key={s.id} speaker={s} onEdit={(speaker) => setEditing({ speaker })} onDelete={setRemoving} />
              ))}
            </Box>
          ) : (
            <Typography color="text.secondary">
              <Trans>No speakers match the search and filter.</Trans>
            </Typography>
          )}
        </>
      )}
      {editing && <SpeakerFormDialog speaker={editing.speaker} onClose={() => setEditing(null)} onSave={save} />}
      {removing && (
        <ConfirmDeleteDialog
          what={t`speaker`}
          name={removing.name}
          busy={deleting}
          onCancel={() => setRemoving(null)}
          onConfirm={() => void remove(removing)}
        />
      )}
      {notice.element}
    </Stack>
  );
}
