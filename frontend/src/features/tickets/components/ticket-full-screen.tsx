import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Typography from '@mui/material/Typography';
import type { Ticket } from '@/types/api';
import { QrCode } from '@/components/qr-code';
import { useTicketKindLabel } from '@/components/tickets/ticket-kind-label';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * Keeps the phone's screen on while the ticket is shown, where the browser can (the Screen Wake Lock API): at the door
 * the screen would otherwise dim in the queue. Without it the page works as well.
 */
function useScreenKeptOn(on: boolean) {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<{ release(): Promise<void> }> } }).wakeLock;
    if (!on || !wakeLock) return;
    const lock = wakeLock.request('screen').catch(() => null);
    return () => {
      void lock.then((held) => held?.release().catch(() => undefined));
    };
  }, [on]);
}

interface TicketFullScreenProps {
  ticket: Ticket;
  open: boolean;
  onClose: () => void;
}

/**
 * The ticket for the door: the whole screen white (a scanner reads a bright code best, in any theme), the code as large
 * as the screen allows, the holder's name and the kind beneath it for the person at the door.
 */
export function TicketFullScreen({ ticket, open, onClose }: TicketFullScreenProps) {
  const { t } = useLingui();
  const kindLabel = useTicketKindLabel();
  useScreenKeptOn(open);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen
      aria-labelledby="ticket-full-screen-name"
      slotProps={{ paper: { sx: { bgcolor: '#ffffff', color: '#000000', backgroundImage: 'none' } } }}
    >
      <Box
        data-testid="ticket-full-screen"
        sx={{ minHeight: '100%', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, p: 2, textAlign: 'center' }}
      >
        <QrCode text={ticket.token} label={t`QR code of your ticket`} size="min(88vw, 62vh)" />
        <Typography id="ticket-full-screen-name" component="h2" variant="h4" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {ticket.holder_name}
        </Typography>
        <Typography variant="h6" component="p">
          {kindLabel(ticket.kind)} · {ticket.event.name}
        </Typography>
        <Button variant="outlined" onClick={onClose} sx={{ color: '#000000', borderColor: '#000000' }}>
          <Trans>Close</Trans>
        </Button>
      </Box>
    </Dialog>
  );
}
