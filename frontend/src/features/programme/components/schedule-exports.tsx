import { lazy, Suspense, useState } from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import CodeIcon from '@mui/icons-material/Code';
import EventIcon from '@mui/icons-material/Event';
import WebIcon from '@mui/icons-material/Web';
import type { ConferenceSession } from '@/types/api';
import { Trans } from '@lingui/react/macro';

// The embed dialog is not part of the page's first load: fetched when a visitor points at or focuses its button.
const loadDialog = () => import('./embed-schedule-dialog');
const EmbedScheduleDialog = lazy(async () => ({ default: (await loadDialog()).EmbedScheduleDialog }));
const prefetchDialog = () => void loadDialog();

const linkSx = { display: 'inline-flex', alignItems: 'center', gap: 0.75 } as const;

/**
 * The whole programme for calendar apps (iCalendar) and conference apps (frab/pretalx schedule.json and frab XML), and the
 * code
 * that shows it live on another website.
 */
export function ScheduleExports({ sessions }: { sessions: readonly ConferenceSession[] }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that it can play its closing transition.
  const [opened, setOpened] = useState(false);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
      <Link href="/public/schedule.ics" download="schedule.ics" sx={linkSx}>
        <EventIcon fontSize="small" aria-hidden />
        <Trans>Add to calendar (.ics)</Trans>
      </Link>
      <Link href="/public/schedule.json" download="schedule.json" sx={linkSx}>
        <CodeIcon fontSize="small" aria-hidden />
        <Trans>Schedule data (JSON)</Trans>
      </Link>
      <Link href="/public/schedule.xml" download="schedule.xml" sx={linkSx}>
        <CodeIcon fontSize="small" aria-hidden />
        <Trans>frab XML (apps)</Trans>
      </Link>
      <Link
        component="button"
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        onPointerEnter={prefetchDialog}
        onFocus={prefetchDialog}
        sx={{ ...linkSx, font: 'inherit' }}
      >
        <WebIcon fontSize="small" aria-hidden />
        <Trans>Embed on your site</Trans>
      </Link>
      {opened && (
        <Suspense fallback={null}>
          <EmbedScheduleDialog open={open} onClose={() => setOpen(false)} sessions={sessions} />
        </Suspense>
      )}
    </Stack>
  );
}
