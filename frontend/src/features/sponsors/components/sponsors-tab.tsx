import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { PageSpinner } from '@/components/page-spinner';
import { errorMessage } from '@/lib/api-errors';
import { useAdminNotice } from '@/components/admin/admin-notice';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import {
  useCreateSponsorMutation,
  useDeleteSponsorMutation,
  useGetAdminSponsorsQuery,
  useUpdateSponsorMutation,
  type AdminSponsor,
  type SponsorInput,
} from '../api/sponsors-admin-api';
import { useGetConferenceSettingsQuery } from '@/lib/public/public-api';
import { SponsorAdminCard } from './sponsor-admin-card';
import { SponsorFormDialog } from './sponsor-form-dialog';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';

type Editing = { sponsor: AdminSponsor | null } | null;

/** The 'Sponsors' tab: every sponsor, platinum first, kept current over the socket. */
export function SponsorsTab() {
  const { data, isLoading, error } = useGetAdminSponsorsQuery();
  // Contributions are in the sponsorship packages' currency; euro, the spec's packages', until the settings arrive.
  const currency = useGetConferenceSettingsQuery().data?.sponsorship_currency ?? 'EUR';
  const [createSponsor] = useCreateSponsorMutation();
  const [updateSponsor] = useUpdateSponsorMutation();
  const [deleteSponsor, { isLoading: deleting }] = useDeleteSponsorMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<AdminSponsor | null>(null);
  const notice = useAdminNotice();
  const sponsorCount = data?.length ?? 0;
  const { t } = useLingui();

  /** Rejects on failure: the dialog stays open and tells why. */
  async function save(input: SponsorInput) {
    const existing = editing?.sponsor;
    if (existing) {
      await updateSponsor({ id: existing.id, ...input }).unwrap();
      const name = input.name;
      notice.succeed(t`Sponsor ''${name}'' updated.`);
    } else {
      await createSponsor(input).unwrap();
      const name = input.name;
      notice.succeed(t`Sponsor ''${name}'' added.`);
    }
  }

  async function remove(sponsor: AdminSponsor) {
    try {
      await deleteSponsor(sponsor.id).unwrap();
      const name = sponsor.name;
      notice.succeed(t`Sponsor ''${name}'' deleted.`);
    } catch (err) {
      notice.fail(t`Failed to delete sponsor`, err);
    }
    setRemoving(null);
  }

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h2">
          <Trans>Sponsors</Trans>
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ sponsor: null })}>
          <Trans>Add Sponsor</Trans>
        </Button>
      </Stack>
      {isLoading ? (
        <PageSpinner label={t`Loading sponsors`} />
      ) : error && !data ? (
        <Alert severity="error">{errorMessage(error, t`Failed to load sponsors.`)}</Alert>
      ) : !data?.length ? (
        <Typography color="text.secondary">
          <Trans>No sponsors yet. Use &apos;Add Sponsor&apos; to add the first one.</Trans>
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" data-testid="sponsor-count">
            {plural(sponsorCount, { one: '# sponsor', other: '# sponsors' })}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
            {data.map((s) => (
              <SponsorAdminCard key={s.id} sponsor={s} currency={currency} onEdit={(sponsor) => setEditing({ sponsor })} onDelete={setRemoving} />
            ))}
          </Box>
        </>
      )}
      {editing && <SponsorFormDialog sponsor={editing.sponsor} currency={currency} onClose={() => setEditing(null)} onSave={save} />}
      {removing && (
        <ConfirmDeleteDialog
          what={t`sponsor`}
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
