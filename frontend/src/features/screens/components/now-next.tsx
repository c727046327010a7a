import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { formatTime } from '@/lib/format';
import type { NowSession, RoomNow } from '@/lib/public/rooms-api';
import { Trans, useLingui } from '@lingui/react/macro';
import { SCREEN } from './screen-frame';

/** "Running 10 minutes late", when the room is. */
export function LateBanner({ minutes, size = 'large' }: { minutes: number; size?: 'large' | 'small' }) {
  const { t } = useLingui();
  if (minutes === 0) return null;
  return (
    <Box
      component="p"
      data-testid="screen-late"
      sx={{
        m: 0,
        color: SCREEN.background,
        bgcolor: SCREEN.late,
        fontWeight: 800,
        px: '0.6em',
        py: '0.2em',
        borderRadius: 1,
        alignSelf: 'flex-start',
        fontSize: size === 'large' ? 'clamp(1.5rem, 3.5vw, 4.5rem)' : 'clamp(1rem, 1.6vw, 2rem)',
      }}
    >
      {t`Running ${minutes} minutes late`}
    </Box>
  );
}

const shifted = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

/** A session as a screen shows it: its label (Now, Next), title, speakers and time (the delay taken into account). */
export function ScreenSession({ label, session, delay, size }: { label: ReactNode; session: NowSession | null; delay: number; size: 'large' | 'small' }) {
  const large = size === 'large';
  return (
    <Box component="section" data-testid="screen-session" sx={{ display: 'flex', flexDirection: 'column', gap: '0.3em', minWidth: 0 }}>
      <Box
        component={large ? 'h2' : 'h3'}
        sx={{
          m: 0,
          color: SCREEN.muted,
          textTransform: 'uppercase',
          letterSpacing: '0.08em',
          fontSize: large ? 'clamp(1.2rem, 2.2vw, 3rem)' : 'clamp(0.9rem, 1.2vw, 1.6rem)',
        }}
      >
        {label}
      </Box>
      {session ? (
        <>
          <Box
            component="p"
            sx={{
              m: 0,
              fontWeight: 700,
              lineHeight: 1.15,
              overflowWrap: 'anywhere',
              fontSize: large ? 'clamp(2rem, 5vw, 6.5rem)' : 'clamp(1.2rem, 2vw, 2.8rem)',
            }}
          >
            {session.title}
          </Box>
          {session.speakers.length > 0 && (
            <Box component="p" sx={{ m: 0, color: SCREEN.text, fontSize: large ? 'clamp(1.4rem, 3vw, 4rem)' : 'clamp(1rem, 1.4vw, 2rem)' }}>
              {session.speakers.join(', ')}
            </Box>
          )}
          <Box
            component="p"
            sx={{
              m: 0,
              color: SCREEN.muted,
              fontVariantNumeric: 'tabular-nums',
              fontSize: large ? 'clamp(1.2rem, 2.4vw, 3.2rem)' : 'clamp(0.9rem, 1.2vw, 1.6rem)',
            }}
          >
            {formatTime(shifted(session.start_time, delay))} – {formatTime(shifted(session.end_time, delay))}
          </Box>
        </>
      ) : (
        <Box component="p" sx={{ m: 0, color: SCREEN.muted, fontSize: large ? 'clamp(1.4rem, 3vw, 4rem)' : 'clamp(1rem, 1.4vw, 2rem)' }}>
          <Trans>Nothing scheduled</Trans>
        </Box>
      )}
    </Box>
  );
}

/** A room's now and next, one under the other (the room's screen) or side by side in a row (the foyer's). */
export function RoomNowNext({ room, size }: { room: RoomNow; size: 'large' | 'small' }) {
  const { t } = useLingui();
  return (
    <>
      <LateBanner minutes={room.delay_minutes} size={size} />
      <ScreenSession label={t`Now`} session={room.now} delay={room.delay_minutes} size={size} />
      <ScreenSession label={t`Next`} session={room.next} delay={room.delay_minutes} size={size} />
    </>
  );
}
