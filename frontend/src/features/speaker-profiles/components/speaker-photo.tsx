import Box from '@mui/material/Box';
import { fallBackTo, SPEAKER_PLACEHOLDER, speakerImage } from '@/lib/images';
import { useLingui } from '@lingui/react/macro';

/** Round photo; the placeholder when there is none or its link is broken. */
export function AdminSpeakerPhoto({ url, name, size }: { url: string | null | undefined; name: string; size: number }) {
  const { t } = useLingui();
  return (
    <Box
      component="img"
      src={speakerImage(url)}
      onError={fallBackTo(SPEAKER_PLACEHOLDER)}
      alt={t`Photo of ${name}`}
      width={size}
      height={size}
      data-testid="speaker-photo"
      sx={{ width: size, height: size, borderRadius: '50%', objectFit: 'cover', bgcolor: 'grey.100', flexShrink: 0 }}
    />
  );
}
