import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { PageSpinner } from '@/components/page-spinner';
import { CfpClosed } from '@/features/cfp/components/cfp-closed';
import { ProposalForm } from '@/features/cfp/components/proposal-form';
import { SpeakerBenefits } from '@/features/cfp/components/speaker-benefits';
import { SubmissionSuccess } from '@/features/cfp/components/submission-success';
import { CallCountdown } from '@/components/call-countdown';
import { closesAt } from '@/lib/calls/call-window';
import { useCall } from '@/lib/calls/use-call';
import { config } from '@/lib/config';
import { formatDeadline } from '@/lib/format';
import { useGetConferenceSettingsQuery, useGetSiteContentQuery } from '@/lib/public/public-api';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEditionYear } from '@/lib/public/edition';

export function CfpPage() {
  const year = useEditionYear();
  const { t } = useLingui();
  const settings = useGetConferenceSettingsQuery();
  const { data: content } = useGetSiteContentQuery();
  const [submitted, setSubmitted] = useState(false);
  const call = useCall(settings.data, 'cfp');

  if (settings.isLoading) return <PageSpinner label={t`Loading the call for speakers`} />;
  if (!settings.data) {
    return (
      <PageContainer>
        <Alert severity="error">
          <Trans>Failed to fetch conference settings</Trans>
        </Alert>
      </PageContainer>
    );
  }
  // Read live: an organiser closing the call, or its deadline passing, replaces the form on open pages.
  if (!call.accepting) {
    return (
      <PageContainer>
        <CfpClosed />
      </PageContainer>
    );
  }
  if (submitted) {
    return (
      <PageContainer>
        <SubmissionSuccess />
      </PageContainer>
    );
  }

  const productName = config.productName;
  // The deadline: the call's closing instant where organisers set one, else the site's wording of it.
  const deadline = closesAt(settings.data, 'cfp');
  const closes = deadline ? formatDeadline(deadline) : content?.calls.cfp_closes;
  const contactLink = content ? (
    <Link href={`mailto:${content.contact_email}`} underline="always" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
      {content.contact_email}
    </Link>
  ) : (
    t`e-mail`
  );
  return (
    <PageContainer>
      <PageHeader
        title={t`Call for Speakers`}
        subtitle={
          <>
            <Trans>
              Share your work with the language technology community at {productName} {year}.
            </Trans>
            {closes && ` ${t`Proposals are welcome until ${closes}.`}`}
          </>
        }
      />
      <Stack spacing={{ xs: 4, md: 5 }}>
        {deadline && <CallCountdown deadline={deadline} now={call.now} />}
        <SpeakerBenefits />

        <Alert severity="info" variant="outlined" sx={{ bgcolor: 'background.paper' }} data-testid="slot-note">
          <Trans>
            The speaker slot for individual presentations is 20 minutes. Panels and themed workshops are arranged by direct contact via {contactLink}.
          </Trans>
        </Alert>

        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3, md: 4 } }}>
          <ProposalForm onSubmitted={() => setSubmitted(true)} />
        </Paper>

        {content && (
          <Box component="section" aria-labelledby="guidelines-title">
            <Typography id="guidelines-title" variant="h5" component="h2" gutterBottom>
              <Trans>Speaker Guidelines</Trans>
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              <Trans>What we expect from a talk, how the slots run and how to prepare your slides.</Trans>
            </Typography>
            <Button
              href={content.documents.speaker_guidelines_pdf}
              target="_blank"
              rel="noopener noreferrer"
              variant="outlined"
              startIcon={<PictureAsPdfOutlined aria-hidden />}
            >
              <Trans>Download the speaker guidelines (PDF)</Trans>
            </Button>
          </Box>
        )}
      </Stack>
    </PageContainer>
  );
}
