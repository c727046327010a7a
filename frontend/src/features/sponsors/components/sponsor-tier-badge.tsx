import Chip from '@mui/material/Chip';
import { capitalize } from '@/lib/format';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';

// Dark text on light tints, each pair above the 4.5:1 contrast axe requires.
const COLORS: Record<string, { bg: string; fg: string }> = {
  platinum: { bg: '#eceff1', fg: '#263238' },
  gold: { bg: '#fff8e1', fg: '#6d4c00' },
  silver: { bg: '#f5f5f5', fg: '#424242' },
  bronze: { bg: '#fbe9e7', fg: '#7a3419' },
  partner: { bg: '#e3f2fd', fg: '#0d47a1' },
};

/** The tiers' names as organisers read them. */
export const TIER_LABELS: Record<string, MessageDescriptor> = {
  platinum: msg`Platinum`,
  gold: msg`Gold`,
  silver: msg`Silver`,
  bronze: msg`Bronze`,
  partner: msg`Partner`,
};

export function SponsorTierBadge({ tier }: { tier: string }) {
  const { i18n } = useLingui();
  const key = tier.toLowerCase();
  const known = Object.hasOwn(TIER_LABELS, key) ? TIER_LABELS[key] : undefined;
  const { bg, fg } = COLORS[key] ?? COLORS.partner;
  return (
    <Chip
      size="small"
      label={known ? i18n._(known) : capitalize(key)}
      data-testid="tier-badge"
      sx={{ bgcolor: bg, color: fg, fontWeight: 600, border: 1, borderColor: fg }}
    />
  );
}
