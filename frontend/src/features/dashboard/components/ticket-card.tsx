import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { intlLocale } from '@/lib/i18n/active-locale';
import type { User } from '@/types/api';
import { useGetTicketQuery, useReissueTicketMutation } from '../api/dashboard-api';
import { DashboardSection } from './dashboard-section';
import { QrCode } from './qr-code';
import { ReissueTicketDialog } from './reissue-ticket-dialog';
import { eventDays } from './ticket-facts';
import { TicketFullScreen } from './ticket-full-screen';
import { useTicketKindLabel } from './ticket-kind-label';
import { ErrorMessage, LoadingMessage } from './status-message';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * "Your ticket" (issue 46): the QR code the door scans, opened full screen for the door, and a new ticket on request.
 * Shown to those who have one (ticket-facts.ts). Once shown, the service worker keeps it, so it opens offline too.
 */
export function TicketCard({ user }: { user: User }) {
  const { t } = useLingui();
  const kindLabel = useTicketKindLabel();
  const ticket = useGetTicketQuery(user.id);
  const [reissue, reissuing] = useReissueTicketMutation();
  const [fullScreen, setFullScreen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [reissued, setReissued] = useState(false);

  async function getNewTicket() {
    const result = await reissue(user.id);
    setConfirming(false);
    setReissued(!('error' in result && result.error));
  }

  return (
    <DashboardSection id="ticket" title={t`Your ticket`}>
      {ticket.isLoading ? (
        <LoadingMessage>{t`Loading your ticket...`}</LoadingMessage>
      ) : ticket.isError || !ticket.data ? (
        <ErrorMessage>
          <Trans>Could not load your ticket. Please try again later.</Trans>
        </ErrorMessage>
      ) : (
        <Stack spacing={1.5}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, textAlign: 'center' }}>
            <QrCode text={ticket.data.token} label={t`QR code of your ticket`} />
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="ticket-holder">
              {ticket.data.holder_name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {kindLabel(ticket.data.kind)} · {ticket.data.event.name} · {eventDays(ticket.data.event.starts_on, ticket.data.event.ends_on, intlLocale())}
            </Typography>
          </Box>
          <Button variant="contained" onClick={() => setFullScreen(true)}>
            <Trans>Show at the door</Trans>
          </Button>
          <Typography variant="body2" color="text.secondary">
            <Trans>The code says nothing about you: the door looks it up. It stays on this device once shown, so it opens without a connection.</Trans>
          </Typography>
          {reissued && (
            <Alert severity="success" role="status">
              <Trans>New ticket issued. The old one no longer works.</Trans>
            </Alert>
          )}
          {reissuing.isError && (
            <Alert severity="error" role="alert">
              <Trans>Could not get a new ticket. Please try again.</Trans>
            </Alert>
          )}
          <div>
            <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
              <Trans>Get a new ticket</Trans>
            </Button>
          </div>
          <TicketFullScreen ticket={ticket.data} open={fullScreen} onClose={() => setFullScreen(false)} />
          <ReissueTicketDialog open={confirming} reissuing={reissuing.isLoading} onCancel={() => setConfirming(false)} onConfirm={() => void getNewTicket()} />
        </Stack>
      )}
    </DashboardSection>
  );
}
