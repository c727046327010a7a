import type { ReactNode } from 'react';
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import { useParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { useScreenNow } from '../hooks/use-screen-now';
import { roomIn } from '../lib/next-change';
import { RoomNowNext } from './now-next';
import { SCREEN, ScreenFrame } from './screen-frame';

interface Props {
  /**
   * SLOT (issue 47, questions): the pinned and top questions of the session under way, when the organisers show them
   * on screens (settings.screens_show_questions). The app composes it in (features do not import each other); until
   * then the screen shows none.
   */
  questions?: (sessionId: number) => ReactNode;
}

/** /screens/{room}: the room's name, the clock, what runs now and next with speakers, and how late it runs. */
export function RoomScreen({ questions }: Props) {
  const { t } = useLingui();
  const name = decodeURIComponent(useParams().room ?? '');
  const { data, isError } = useScreenNow();
  const room = roomIn(data, name);
  const title = room?.room ?? name;
  const stream = room?.stream_url;

  useEffect(() => {
    document.title = t`${title} – now and next`;
  }, [t, title]);

  return (
    <ScreenFrame title={title}>
      {room ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 'clamp(1rem, 3vw, 4rem)', flexGrow: 1 }}>
          <RoomNowNext room={room} size="large" />
          {stream && (
            <Box component="p" sx={{ m: 0, color: SCREEN.muted, fontSize: 'clamp(1rem, 1.6vw, 2rem)', overflowWrap: 'anywhere' }}>
              <Trans>Live stream: {stream}</Trans>
            </Box>
          )}
          {/* SLOT: pinned and top questions of the session under way (issue 47 item 1), filled by the app. */}
          {room.now && questions?.(room.now.id)}
        </Box>
      ) : (
        <Box component="p" sx={{ m: 0, color: SCREEN.muted, fontSize: 'clamp(1.5rem, 3vw, 4rem)' }}>
          {data || isError ? <Trans>Nothing more is scheduled in this room today.</Trans> : <Trans>Loading…</Trans>}
        </Box>
      )}
    </ScreenFrame>
  );
}
