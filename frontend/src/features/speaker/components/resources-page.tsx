import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { PageSpinner } from '@/components/page-spinner';
import { useGetSiteContentQuery } from '@/lib/public/public-api';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

/** Spec: a speaker slot is 20 minutes. */
export const SLOT_MINUTES = 20;

const PREPARE: MessageDescriptor[] = [
  msg`A talk that fits your ${SLOT_MINUTES}-minute slot, including a few minutes for questions.`,
  msg`Slides in 16:9 as PDF or PowerPoint, brought on a USB stick as a backup.`,
  msg`A short bio and a 400x400 profile photo, uploaded in your speaker area.`,
  msg`Any demo or video tested offline: the venue network may be busy.`,
];

export function ResourcesPage() {
  const { data: content, isLoading, error } = useGetSiteContentQuery();
  const { t, i18n } = useLingui();
  const slotMinutes = SLOT_MINUTES;
  const contactEmail = content?.contact_email ?? '';

  return (
    <PageContainer>
      <PageHeader title={t`Speaker Resources`} subtitle={t`Everything you need to prepare your session.`}>
        <Link component={RouterLink} to="/speaker" sx={{ display: 'inline-block', mt: 2, fontWeight: 600 }}>
          <Trans>Back to the speaker area</Trans>
        </Link>
      </PageHeader>
      {isLoading && <PageSpinner />}
      {error && !content && (
        <Alert severity="error">
          <Trans>The speaker resources could not be loaded. Please try again later.</Trans>
        </Alert>
      )}
      {content && (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Paper component="section" variant="outlined" aria-labelledby="guidelines-heading" sx={{ p: { xs: 2, md: 3 } }}>
            <Typography id="guidelines-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
              <Trans>Speaker Guidelines</Trans>
            </Typography>
            <Typography sx={{ mb: 1 }}>
              <Trans>Each speaker slot is {slotMinutes} minutes long. The guidelines explain the format, the stage and the technical setup.</Trans>
            </Typography>
            <Link href={content.documents.speaker_guidelines_pdf} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 600 }}>
              <Trans>Download the speaker guidelines (PDF)</Trans>
            </Link>
          </Paper>
          <Paper component="section" variant="outlined" aria-labelledby="prepare-heading" sx={{ p: { xs: 2, md: 3 } }}>
            <Typography id="prepare-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
              <Trans>What to Prepare</Trans>
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {PREPARE.map((item) => (
                <Typography key={item.id} component="li" sx={{ mb: 0.5 }}>
                  {i18n._(item)}
                </Typography>
              ))}
            </Box>
          </Paper>
          <Paper component="section" variant="outlined" aria-labelledby="contact-heading" sx={{ p: { xs: 2, md: 3 } }}>
            <Typography id="contact-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
              <Trans>Contact</Trans>
            </Typography>
            <Typography>
              <Trans>
                Questions about your session? Write to{' '}
                <Link href={`mailto:${contactEmail}`} underline="always">
                  {contactEmail}
                </Link>
                .
              </Trans>
            </Typography>
          </Paper>
        </Box>
      )}
    </PageContainer>
  );
}
