import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import type { PublicSpeaker } from '@/types/api';
import { SpeakerPhoto } from './speaker-photo';
import { Trans, useLingui } from '@lingui/react/macro';

type Heading = 'h1' | 'h2' | 'h3' | 'h4';

function Section({ title, component, children }: { title: string; component: Heading; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component={component} sx={{ fontWeight: 700, color: 'primary.main', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * Spec: photo, name, title, company, LinkedIn when present, 'Talk' only with a talk title, then the full bio as
 * 'Biography' or, without one, the short bio as 'About'. In the Speaker Details dialog (name h3, sections h4) and
 * on the speaker's own page (name h1, sections h2).
 */
export function SpeakerDetails({ speaker, headings }: { speaker: PublicSpeaker; headings: { name: Heading; section: Heading } }) {
  const { t } = useLingui();
  const bio = speaker.bio?.trim();
  const bioShort = speaker.bio_short?.trim();
  const talkTitle = speaker.talk_title?.trim();
  const linkedIn = speaker.linkedin_url?.trim();

  return (
    <>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: 'center', gap: { xs: 2, sm: 3 } }}>
        <SpeakerPhoto speaker={speaker} size={120} />
        <Box sx={{ textAlign: { xs: 'center', sm: 'left' }, minWidth: 0 }}>
          <Typography variant="h5" component={headings.name}>
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
        <Section title={t`Talk`} component={headings.section}>
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
        <Section title={t`Biography`} component={headings.section}>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {bio}
          </Typography>
        </Section>
      ) : (
        bioShort && (
          <Section title={t({ message: 'About', context: 'speaker short bio heading' })} component={headings.section}>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {bioShort}
            </Typography>
          </Section>
        )
      )}
    </>
  );
}
