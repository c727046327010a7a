import Chip from '@mui/material/Chip';
import { capitalize } from '@/lib/format';

// Dark text on light tints, each pair above the 4.5:1 contrast axe requires.
const COLORS: Record<string, { bg: string; fg: string }> = {
  platinum: { bg: '#eceff1', fg: '#263238' },
  gold: { bg: '#fff8e1', fg: '#6d4c00' },
  silver: { bg: '#f5f5f5', fg: '#424242' },
  bronze: { bg: '#fbe9e7', fg: '#7a3419' },
  partner: { bg: '#e3f2fd', fg: '#0d47a1' },
};

export function SponsorTierBadge({ tier }: { tier: string }) {
  const key = tier.toLowerCase();
  const { bg, fg } = COLORS[key] ?? COLORS.partner;
  return <Chip size="small" label={capitalize(key)} data-testid="tier-badge" sx={{ bgcolor: bg, color: fg, fontWeight: 600, border: 1, borderColor: fg }} />;
}
