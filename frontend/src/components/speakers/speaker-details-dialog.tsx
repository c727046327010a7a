import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import type { PublicSpeaker } from '@/types/api';
import { SpeakerPhoto } from './speaker-photo';
import { Trans, useLingui } from '@lingui/react/macro';

interface SpeakerDetailsDialogProps {
  speaker: PublicSpeaker;
  open: boolean;
  onClose: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700, color: 'primary.main', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * Spec: photo, name, title, company, LinkedIn when present, 'Talk' only with a talk title, then the full bio as
 * 'Biography' or, without one, the short bio as 'About'. MUI's Dialog locks page scroll and closes on Escape.
 */
export function SpeakerDetailsDialog({ speaker, open, onClose }: SpeakerDetailsDialogProps) {
  const { t } = useLingui();
  const titleId = useId();
  const bio = speaker.bio?.trim();
  const bioShort = speaker.bio_short?.trim();
  const talkTitle = speaker.talk_title?.trim();
  const linkedIn = speaker.linkedin_url?.trim();

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth scroll="paper">
      <DialogTitle id={titleId}>
        <Trans>Speaker Details</Trans>
      </DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: 'center', gap: { xs: 2, sm: 3 } }}>
          <SpeakerPhoto speaker={speaker} size={120} />
          <Box sx={{ textAlign: { xs: 'center', sm: 'left' }, minWidth: 0 }}>
            <Typography variant="h5" component="h3">
              {speaker.name}
            </Typography>
            {speaker.title && <Typography sx={{ color: 'primary.light', fontWeight: 600 }}>{speaker.title}</Typography>}
            {speaker.company && <Typography color="text.secondary">{speaker.company}</Typography>}
            {linkedIn && (
              <Button href={linkedIn} target="_blank" rel="noopener noreferrer" startIcon={<LinkedInIcon />} size="small" variant="outlined" sx={{ mt: 1.5 }}>
                <Trans>LinkedIn Profile</Trans>
              </Button>
            )}
          </Box>
        </Box>

        {talkTitle && (
          <Section title={t`Talk`}>
            <Typography sx={{ fontWeight: 600 }}>{talkTitle}</Typography>
            {speaker.talk_abstract?.trim() && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
                {speaker.talk_abstract.trim()}
              </Typography>
            )}
          </Section>
        )}

        {(bio || bioShort) && (talkTitle ? <Divider sx={{ mt: 3 }} /> : null)}
        {bio ? (
          <Section title={t`Biography`}>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {bio}
            </Typography>
          </Section>
        ) : (
          bioShort && (
            <Section title={t({ message: 'About', context: 'speaker short bio heading' })}>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                {bioShort}
              </Typography>
            </Section>
          )
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          <Trans>Close</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
