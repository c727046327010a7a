import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { speakerPath } from '@/lib/public/item-paths';
import { useOverState } from '@/lib/public/over-page';
import type { PublicSpeaker } from '@/types/api';
import { SpeakerPhoto } from './speaker-photo';
import { Trans } from '@lingui/react/macro';

// The dialog's code (MUI's Dialog, Modal, transitions) is not part of the page's first load: it is fetched when a
// visitor points at or focuses a card, and at the latest on the click (app/routes/item-dialogs.tsx shows it).
const loadDialog = () => import('./speaker-details-dialog');
const SpeakerDetailsDialog = lazy(async () => ({ default: (await loadDialog()).SpeakerDetailsDialog }));
const prefetchDialog = () => void loadDialog();

const clampLines = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

/**
 * One speaker on the home page and on /speakers. The whole card is the link to the speaker's page, which opens the
 * spec's Speaker Details dialog over the list at the speaker's address (lib/public/over-page.ts); a link opened in
 * a new tab, or read without JavaScript, is the speaker's own page. A past edition's speaker (`linked` false) has
 * no page: the card is a button that opens the dialog where it is.
 */
export function SpeakerCard({ speaker, linked = true }: { speaker: PublicSpeaker; linked?: boolean }) {
  const over = useOverState();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that it can play its closing transition.
  const [opened, setOpened] = useState(false);
  const opens = linked
    ? ({ component: RouterLink, to: speakerPath(speaker), state: over } as const)
    : {
        onClick: () => {
          setOpened(true);
          setOpen(true);
        },
      };
  const shortBio = speaker.bio_short?.trim() || speaker.bio?.trim() || '';

  return (
    <>
      <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column', transition: 'box-shadow 150ms', '&:hover': { boxShadow: 4 } }}>
        <CardActionArea
          {...opens}
          onPointerEnter={prefetchDialog}
          onFocus={prefetchDialog}
          aria-haspopup="dialog"
          data-testid="speaker-card"
          sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'center', pt: 3 }}>
            <SpeakerPhoto speaker={speaker} size={128} />
          </Box>
          <CardContent sx={{ textAlign: 'center', flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
            <Typography variant="h6" component="h3" sx={{ lineHeight: 1.3 }}>
              {speaker.name}
            </Typography>
            {speaker.title && (
              <Typography variant="body2" sx={{ color: 'primary.light', fontWeight: 600, mt: 0.5 }}>
                {speaker.title}
              </Typography>
            )}
            {speaker.company && (
              <Typography variant="body2" color="text.secondary">
                {speaker.company}
              </Typography>
            )}
            {shortBio && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, textAlign: 'left', ...clampLines(4) }}>
                {shortBio}
              </Typography>
            )}
            <Typography variant="caption" sx={{ mt: 'auto', pt: 2, color: 'primary.main', fontWeight: 600 }}>
              <Trans>Click to learn more</Trans>
            </Typography>
          </CardContent>
        </CardActionArea>
      </Card>
      {opened && (
        <Suspense fallback={null}>
          <SpeakerDetailsDialog speaker={speaker} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
