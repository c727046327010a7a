import Box from '@mui/material/Box';
import { capitalize } from '@/lib/format';

// Spec colours, case-insensitive: keynote purple, workshop blue, presentation green, panel orange, others gray.
// Dark text on a light tint of each colour keeps the contrast above 4.5:1.
const TYPE_COLORS: Record<string, { bg: string; fg: string }> = {
  keynote: { bg: '#f3e8ff', fg: '#6b21a8' },
  workshop: { bg: '#dbeafe', fg: '#1e40af' },
  presentation: { bg: '#dcfce7', fg: '#166534' },
  panel: { bg: '#ffedd5', fg: '#9a3412' },
};
const OTHER = { bg: '#eef0f3', fg: '#374151' };

export function sessionTypeColors(type: string | null | undefined) {
  return TYPE_COLORS[(type ?? '').trim().toLowerCase()] ?? OTHER;
}

export function SessionTypeBadge({ type }: { type: string | null | undefined }) {
  const label = type?.trim() || 'talk';
  const { bg, fg } = sessionTypeColors(label);
  return (
    <Box
      component="span"
      data-testid="session-type"
      data-type={label.toLowerCase()}
      sx={{
        display: 'inline-block',
        px: 1.25,
        py: 0.25,
        borderRadius: 999,
        bgcolor: bg,
        color: fg,
        fontSize: '0.75rem',
        fontWeight: 700,
        letterSpacing: '0.02em',
        lineHeight: 1.6,
        whiteSpace: 'nowrap',
      }}
    >
      {capitalize(label)}
    </Box>
  );
}
