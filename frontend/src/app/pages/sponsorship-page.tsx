import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { CallCountdown } from '@/components/call-countdown';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { PageSpinner } from '@/components/page-spinner';
import { PackageTable } from '@/features/sponsorship/components/package-table';
import { SponsorBenefits } from '@/features/sponsorship/components/sponsor-benefits';
import { SponsorshipClosed } from '@/features/sponsorship/components/sponsorship-closed';
import { SponsorshipForm } from '@/features/sponsorship/components/sponsorship-form';
import { config } from '@/lib/config';
import { useGetConferenceSettingsQuery, useGetSiteContentQuery } from '@/lib/public/public-api';
import { closesAt } from '@/lib/calls/call-window';
import { useCall } from '@/lib/calls/use-call';
import { formatDeadline } from '@/lib/format';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEditionYear } from '@/lib/public/edition';

export function SponsorshipPage() {
  const year = useEditionYear();
  const { t } = useLingui();
  const settings = useGetConferenceSettingsQuery();
  const call = useCall(settings.data, 'sponsorship');
  const { data: content, isLoading: contentLoading } = useGetSiteContentQuery();

  if (settings.isLoading || contentLoading) return <PageSpinner label={t`Loading sponsorship information`} />;
  if (!settings.data || !content) {
    return (
      <PageContainer>
        <Alert severity="error">
          <Trans>Failed to fetch conference settings</Trans>
        </Alert>
      </PageContainer>
    );
  }
  // Read live: closed by an organiser or by its deadline passing.
  if (!call.accepting) {
    return (
      <PageContainer>
        <SponsorshipClosed contactEmail={content.contact_email} />
      </PageContainer>
    );
  }

  const productName = config.productName;
  const deadline = closesAt(settings.data, 'sponsorship');
  const closes = deadline ? formatDeadline(deadline) : content.calls.sponsors_closes;
  const currency = settings.data.sponsorship_currency;
  return (
    <PageContainer>
      <PageHeader
        title={t`Become a Sponsor`}
        subtitle={
          <>
            <Trans>
              Put your brand in front of the decision makers of language technology at {productName} {year}.
            </Trans>
            {closes && ` ${t`Applications are open until ${closes}.`}`}
          </>
        }
      />
      <Stack spacing={{ xs: 5, md: 6 }}>
        {deadline && <CallCountdown deadline={deadline} now={call.now} />}
        <SponsorBenefits />

        <Box component="section" aria-labelledby="packages-title">
          <Typography id="packages-title" variant="h4" component="h2" gutterBottom sx={{ fontSize: { xs: '1.6rem', md: '2.125rem' } }}>
            <Trans>Sponsorship Packages</Trans>
          </Typography>
          <PackageTable packages={content.sponsorship_packages} currency={currency} />
          <Box sx={{ mt: 3 }}>
            <Button
              href={content.documents.sponsorship_pack_pdf}
              target="_blank"
              rel="noopener noreferrer"
              variant="outlined"
              startIcon={<PictureAsPdfOutlined aria-hidden />}
            >
              <Trans>Download the sponsorship and visibility pack (PDF)</Trans>
            </Button>
          </Box>
        </Box>

        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3, md: 4 } }}>
          <SponsorshipForm packages={content.sponsorship_packages} currency={currency} />
        </Paper>
      </Stack>
    </PageContainer>
  );
}
