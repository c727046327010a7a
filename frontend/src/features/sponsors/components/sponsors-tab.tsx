import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdminCollectionTab, type CollectionWords } from '@/components/admin/admin-collection-tab';
import { sponsorsAdmin, type AdminSponsor, type SponsorInput } from '../api/sponsors-admin-api';
import { useGetConferenceSettingsQuery } from '@/lib/public/public-api';
import { SponsorAdminCard } from './sponsor-admin-card';
import { SponsorFormDialog } from './sponsor-form-dialog';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';

const WORDS: CollectionWords = { title: msg`Sponsors`, add: msg`Add Sponsor`, loading: msg`Loading sponsors`, loadFailure: msg`Failed to load sponsors.` };

interface ListProps {
  sponsors: AdminSponsor[];
  currency: string;
  edit: (sponsor: AdminSponsor) => void;
  remove: (sponsor: AdminSponsor) => void;
}

function SponsorList({ sponsors, currency, edit, remove }: ListProps) {
  const sponsorCount = sponsors.length;
  return (
    <>
      <Typography variant="body2" color="text.secondary" data-testid="sponsor-count">
        {plural(sponsorCount, { one: '# sponsor', other: '# sponsors' })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
        {sponsors.map((s) => (
          <SponsorAdminCard key={s.id} sponsor={s} currency={currency} onEdit={edit} onDelete={remove} />
        ))}
      </Box>
    </>
  );
}

/** The 'Sponsors' tab: every sponsor, platinum first, kept current over the socket. */
export function SponsorsTab() {
  // Contributions are in the sponsorship packages' currency; euro, the spec's packages', until the settings arrive.
  const currency = useGetConferenceSettingsQuery().data?.sponsorship_currency ?? 'EUR';
  const { t } = useLingui();

  return (
    <AdminCollectionTab<AdminSponsor, SponsorInput>
      hooks={sponsorsAdmin}
      words={WORDS}
      empty={() => (
        <Typography color="text.secondary">
          <Trans>No sponsors yet. Use &apos;Add Sponsor&apos; to add the first one.</Trans>
        </Typography>
      )}
      editor={(sponsor, { close, save }) => <SponsorFormDialog sponsor={sponsor} currency={currency} onClose={close} onSave={save} />}
      confirmDelete={(sponsor) => ({ what: t`sponsor`, name: sponsor.name })}
      messages={{
        added: (_saved, { name }) => t`Sponsor ''${name}'' added.`,
        updated: (_saved, { name }) => t`Sponsor ''${name}'' updated.`,
        deleted: ({ name }) => t`Sponsor ''${name}'' deleted.`,
        deleteFailure: t`Failed to delete sponsor`,
      }}
    >
      {(sponsors, actions) => <SponsorList sponsors={sponsors} currency={currency} {...actions} />}
    </AdminCollectionTab>
  );
}
