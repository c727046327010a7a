import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import { Pill } from '@/components/pill';
import { sessionEnd, sessionStart } from '@/lib/schedule-days';
import { formatDate, formatTime, speakerLine } from '@/lib/format';
import type { ConferenceSession } from '@/types/api';
import { Plural, Trans, useLingui } from '@lingui/react/macro';

export const isCancelled = (session: ConferenceSession) => session.status === 'cancelled';

/** 'Nov 17, 2025' and '9:30 AM - 10:30 AM' in the venue's time zone. */
export function sessionWhen(session: ConferenceSession) {
  const start = sessionStart(session);
  const end = sessionEnd(session);
  return { date: formatDate(start), time: end ? `${formatTime(start)} - ${formatTime(end)}` : formatTime(start) };
}

export function CancelledChip({ session }: { session: ConferenceSession }) {
  const { t } = useLingui();
  if (!isCancelled(session)) return null;
  return <Pill label={t`Cancelled`} color="error" size="small" sx={{ fontWeight: 700 }} />;
}

/** A line of facts such as 'Room: Plenary Hall'. */
export function Fact({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Typography variant="body2" component="span" data-testid={testId} sx={{ color: 'text.primary' }}>
      {children}
    </Typography>
  );
}

export function SpeakerNames({ session }: { session: ConferenceSession }) {
  const speakers = speakerLine(session.speakers);
  const speakerCount = speakers.count;
  if (speakerCount === 0) return null;
  return (
    <Fact testId="session-speakers">
      <Plural value={speakerCount} one="Speaker:" other="Speakers:" /> {speakers.names}
    </Fact>
  );
}

/** The session's own .ics file: one event for any calendar app. */
export function IcsLink({ session }: { session: ConferenceSession }) {
  const { t } = useLingui();
  const title = session.title;
  return (
    <Link
      href={`/public/sessions/${session.id}/ics`}
      download
      aria-label={t`Add to calendar: ${title}`}
      variant="body2"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
    >
      <EventAvailableOutlinedIcon aria-hidden sx={{ fontSize: 18 }} />
      <Trans>Add to calendar</Trans>
    </Link>
  );
}

export function FactList({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mt: 0.75 }}>{children}</Box>;
}
