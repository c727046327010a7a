import { useState } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QrCode } from '@/components/qr-code';
import { intlLocale } from '@/lib/i18n/active-locale';
import { useCurrentUser } from '@/lib/session';
import type { User } from '@/types/api';
import { useGetTicketQuery, useReissueTicketMutation } from '../api/tickets-api';
import { ReissueTicketDialog } from './reissue-ticket-dialog';
import { eventDays, hasTicket } from './ticket-facts';
import { TicketFullScreen } from './ticket-full-screen';
import { useTicketKindLabel } from '@/components/tickets/ticket-kind-label';
import { Trans, useLingui } from '@lingui/react/macro';

/** A card of its own, as the dashboard's and the speaker area's are, labelled by its h2. */
function TicketSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby="ticket-heading" data-testid="ticket">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="ticket-heading" variant="h5" component="h2" color="primary" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * "Your ticket" (issue 46), on the attendee's dashboard and in the speaker area: the QR code the door scans, opened
 * full screen for the door, and a new ticket on request. Only for the signed-in user who has one (ticket-facts.ts), so
 * an unpaid attendee's page asks nothing; `holder`: the page knows they have one (a door helper at the door, whose
 * permission the account's fields do not show). Once shown, the service worker keeps it, so it opens offline too.
 */
export function TicketCard({ holder = false }: { holder?: boolean }) {
  const user = useCurrentUser();
  return user && (holder || hasTicket(user)) ? <UsersTicket user={user} /> : null;
}

function UsersTicket({ user }: { user: User }) {
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
    <TicketSection title={t`Your ticket`}>
      {ticket.isLoading ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2, color: 'text.secondary' }}>
          <CircularProgress size={20} aria-hidden />
          <Typography>{t`Loading your ticket...`}</Typography>
        </Box>
      ) : ticket.isError || !ticket.data ? (
        <Alert severity="error" role="alert">
          <Trans>Could not load your ticket. Please try again later.</Trans>
        </Alert>
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
    </TicketSection>
  );
}
