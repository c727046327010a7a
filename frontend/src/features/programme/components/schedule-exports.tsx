import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import EventIcon from '@mui/icons-material/Event';
import type { ConferenceSession } from '@/types/api';
import { Trans } from '@lingui/react/macro';

// Neither the menu nor the embed dialog is part of the page's first load: fetched when a visitor points at or
// focuses the button, and at the latest on the click.
const loadMenu = () => import('./subscribe-menu');
const SubscribeMenu = lazy(async () => ({ default: (await loadMenu()).SubscribeMenu }));
const loadDialog = () => import('./embed-schedule-dialog');
const EmbedScheduleDialog = lazy(async () => ({ default: (await loadDialog()).EmbedScheduleDialog }));
const prefetch = () => void loadMenu();

const MENU_ID = 'schedule-subscribe-menu';

/**
 * One "Subscribe" button for everything that takes the programme elsewhere: calendar apps (iCalendar), conference
 * apps (frab/pretalx schedule.json and frab XML), and the code that shows it live on another website.
 */
export function ScheduleExports({ sessions }: { sessions: readonly ConferenceSession[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Each is mounted from its first opening on, so that it can play its closing transition.
  const [menuOpened, setMenuOpened] = useState(false);
  const [embedOpen, setEmbedOpen] = useState(false);
  const [embedOpened, setEmbedOpened] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<EventIcon aria-hidden />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? MENU_ID : undefined}
        onClick={(event) => {
          setMenuOpened(true);
          setAnchor(event.currentTarget);
        }}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        sx={{ mt: 2 }}
      >
        <Trans>Subscribe</Trans>
      </Button>
      {menuOpened && (
        <Suspense fallback={null}>
          <SubscribeMenu
            id={MENU_ID}
            anchor={anchor}
            onClose={() => setAnchor(null)}
            onEmbed={() => {
              setAnchor(null);
              void loadDialog();
              setEmbedOpened(true);
              setEmbedOpen(true);
            }}
          />
        </Suspense>
      )}
      {embedOpened && (
        <Suspense fallback={null}>
          <EmbedScheduleDialog open={embedOpen} onClose={() => setEmbedOpen(false)} sessions={sessions} />
        </Suspense>
      )}
    </>
  );
}
