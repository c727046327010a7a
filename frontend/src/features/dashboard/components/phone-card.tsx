import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetCalendarLinksQuery } from '../api/dashboard-api';
import { CopyLinkField } from './copy-link-field';
import { DashboardSection } from './dashboard-section';
import { QrCode } from '@/components/qr-code';
import { ResetLink } from './reset-link';
import { ErrorMessage, LoadingMessage } from './status-message';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * "Open on my phone" (issue 44): a QR code of the person's own page of saved sessions (/my/{token}), where the phone
 * keeps them as stars without a sign-in and can be told when they change. It is the calendar feed's secret, made
 * when first asked for (Show the code); Reset link ends the page, the feed and the conference apps' JSON at once.
 */
export function PhoneCard({ userId }: { userId: number }) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  const links = useGetCalendarLinksQuery(shown ? userId : skipToken);

  return (
    <DashboardSection id="phone" title={t`Open on my phone`}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        <Trans>Take your saved sessions to your phone: keep them there as stars, without signing in, and be told when they change.</Trans>
      </Typography>
      {!shown ? (
        <Button variant="contained" onClick={() => setShown(true)}>
          <Trans>Show the code</Trans>
        </Button>
      ) : links.isLoading ? (
        <LoadingMessage>{t`Loading your personal link...`}</LoadingMessage>
      ) : links.isError || !links.data ? (
        <ErrorMessage>
          <Trans>Could not load your personal link. Please try again later.</Trans>
        </ErrorMessage>
      ) : (
        <Stack spacing={1.5}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
            <QrCode text={links.data.phone_url} label={t`QR code of the link to your saved sessions`} />
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              <Trans>Scan with your phone's camera</Trans>
            </Typography>
          </Box>
          <CopyLinkField label={t`Link for your phone`} url={links.data.phone_url} testId="phone-url" />
          <Typography variant="body2" color="text.secondary">
            <Trans>
              Whoever has this link sees your saved sessions, not your name. It is your calendar feed's secret too, and conference apps read your sessions from
              it as <Link href={links.data.json_url}>JSON</Link>.
            </Trans>
          </Typography>
          <ResetLink userId={userId} />
        </Stack>
      )}
    </DashboardSection>
  );
}
