import Box from '@mui/material/Box';
import { fallBackTo, SPEAKER_PLACEHOLDER, speakerImage } from '@/lib/images';
import type { PublicSpeaker } from '@/types/api';

/** Round photo; the placeholder when the speaker has none or the link is broken. */
export function SpeakerPhoto({ speaker, size }: { speaker: Pick<PublicSpeaker, 'name' | 'image' | 'image_url'>; size: number }) {
  return (
    <Box
      component="img"
      src={speakerImage(speaker.image || speaker.image_url)}
      onError={fallBackTo(SPEAKER_PLACEHOLDER)}
      alt={speaker.name}
      loading="lazy"
      width={size}
      height={size}
      sx={{
        width: size,
        height: size,
        borderRadius: '50%',
        objectFit: 'cover',
        bgcolor: 'grey.100',
        flexShrink: 0,
        border: '3px solid',
        borderColor: 'grey.100',
      }}
    />
  );
}
