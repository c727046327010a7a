import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdminCollectionTab, type CollectionWords } from '@/components/admin/admin-collection-tab';
import { speakersAdmin, type AdminSpeaker, type SpeakerInput } from '@/lib/admin/speakers-admin-api';
import { SpeakerAdminCard } from './speaker-admin-card';
import { filterSpeakers, VISIBILITY_FILTERS, type VisibilityFilter } from './speaker-form';
import { SpeakerFormDialog } from './speaker-form-dialog';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';

const WORDS: CollectionWords = { title: msg`Speakers`, add: msg`Add Speaker`, loading: msg`Loading speakers`, loadFailure: msg`Failed to load speakers.` };

interface ListProps {
  speakers: AdminSpeaker[];
  search: string;
  visibility: VisibilityFilter;
  edit: (speaker: AdminSpeaker) => void;
  remove: (speaker: AdminSpeaker) => void;
}

function SpeakerList({ speakers, search, visibility, edit, remove }: ListProps) {
  const shown = filterSpeakers(speakers, search, visibility);
  const shownCount = shown.length;
  const total = speakers.length;
  return (
    <>
      <Typography variant="body2" color="text.secondary" role="status" data-testid="speaker-count">
        {shownCount === total
          ? plural(total, { one: '# speaker', other: '# speakers' })
          : plural(total, { one: `${shownCount} of # speaker`, other: `${shownCount} of # speakers` })}
      </Typography>
      {shown.length ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
          {shown.map((s) => (
            <SpeakerAdminCard key={s.id} speaker={s} onEdit={edit} onDelete={remove} />
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">
          <Trans>No speakers match the search and filter.</Trans>
        </Typography>
      )}
    </>
  );
}

/** The 'Speakers' tab: every speaker, searchable and filtered by visibility, kept current over the socket. */
export function SpeakersTab() {
  const [search, setSearch] = useState('');
  const [visibility, setVisibility] = useState<VisibilityFilter>('all');
  const { t, i18n } = useLingui();

  return (
    <AdminCollectionTab<AdminSpeaker, SpeakerInput>
      hooks={speakersAdmin}
      words={WORDS}
      toolbar={
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
      }
      empty={() => (
        <Typography color="text.secondary">
          <Trans>No speakers yet. Use &apos;Add Speaker&apos; to add the first one.</Trans>
        </Typography>
      )}
      editor={(speaker, { close, save }) => <SpeakerFormDialog speaker={speaker} onClose={close} onSave={save} />}
      confirmDelete={(speaker) => ({ what: t`speaker`, name: speaker.name })}
      messages={{
        added: (_saved, { name }) => t`Speaker ''${name}'' added.`,
        updated: (_saved, { name }) => t`Speaker ''${name}'' updated.`,
        deleted: ({ name }) => t`Speaker ''${name}'' deleted.`,
        deleteFailure: t`Failed to delete speaker`,
      }}
    >
      {(speakers, actions) => <SpeakerList speakers={speakers} search={search} visibility={visibility} {...actions} />}
    </AdminCollectionTab>
  );
}
