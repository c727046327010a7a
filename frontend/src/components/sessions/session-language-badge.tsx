import Box from '@mui/material/Box';
import { heldIn, languageBadge, type SessionLanguage } from '@/lib/session-language';
import { visuallyHidden } from '@/lib/visually-hidden';

/** What a session is held in, as a small code ('EN', 'DE', 'EN · DE'); screen readers hear 'Held in German'. */
export function SessionLanguageBadge({ language }: { language: SessionLanguage }) {
  const label = heldIn(language);
  return (
    <Box
      component="span"
      data-testid="session-language"
      data-language={language}
      title={label}
      sx={{
        display: 'inline-block',
        px: 1,
        py: 0.25,
        borderRadius: 999,
        border: '1px solid',
        borderColor: 'divider',
        color: 'text.secondary',
        fontSize: '0.75rem',
        fontWeight: 700,
        letterSpacing: '0.04em',
        lineHeight: 1.45,
        whiteSpace: 'nowrap',
      }}
    >
      <span aria-hidden>{languageBadge(language)}</span>
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
    </Box>
  );
}
