import { useEffect } from 'react';
import Box from '@mui/material/Box';
import { Trans, useLingui } from '@lingui/react/macro';
import { useScreenNow } from '../hooks/use-screen-now';
import { RoomNowNext } from './now-next';
import { SCREEN, ScreenFrame } from './screen-frame';

/** /screens: every room's now and next, for the foyer. */
export function FoyerScreen() {
  const { t } = useLingui();
  const { data, isError } = useScreenNow();
  const rooms = data?.rooms ?? [];

  useEffect(() => {
    document.title = t`Now and next`;
  }, [t]);

  return (
    <ScreenFrame title={<Trans>Now and next</Trans>}>
      {rooms.length === 0 ? (
        <Box component="p" sx={{ m: 0, color: SCREEN.muted, fontSize: 'clamp(1.5rem, 3vw, 4rem)' }}>
          {data || isError ? <Trans>Nothing more is scheduled today.</Trans> : <Trans>Loading…</Trans>}
        </Box>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 'clamp(0.75rem, 1.5vw, 2rem)',
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 28rem), 1fr))',
          }}
        >
          {rooms.map((room) => (
            <Box
              component="li"
              key={room.room}
              data-testid="screen-room"
              sx={{ bgcolor: SCREEN.panel, borderRadius: 2, p: 'clamp(0.75rem, 1.5vw, 2rem)', display: 'flex', flexDirection: 'column', gap: '0.75rem' }}
            >
              <Box component="h2" sx={{ m: 0, fontSize: 'clamp(1.4rem, 2.4vw, 3.2rem)' }}>
                {room.room}
              </Box>
              <RoomNowNext room={room} size="small" />
            </Box>
          ))}
        </Box>
      )}
    </ScreenFrame>
  );
}
