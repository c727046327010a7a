import Grid from '@mui/material/Grid';
import type { PublicSpeaker } from '@/types/api';
import { SpeakerCard } from './speaker-card';

/** Speakers as cards: one column on phones, two on tablets, three on desktops. `linked`: each has a page (speaker-card.tsx). */
export function SpeakerGrid({ speakers, linked = true }: { speakers: readonly PublicSpeaker[]; linked?: boolean }) {
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {speakers.map((speaker) => (
        <Grid key={speaker.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
          <SpeakerCard speaker={speaker} linked={linked} />
        </Grid>
      ))}
    </Grid>
  );
}
