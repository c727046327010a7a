import type { ReactElement, ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

type PillColor = 'default' | 'primary' | 'secondary' | 'error';

interface PillProps {
  label: ReactNode;
  color?: PillColor;
  size?: 'small' | 'medium';
  /** Shown before the label, in the label's colour. */
  icon?: ReactElement;
  sx?: SxProps<Theme>;
  'data-testid'?: string;
}

/**
 * A static label drawn like MUI's Chip (same height, radius, type size and colours). MUI's Chip is made for
 * clickable and deletable chips and brings that code (~3 KB gzip) to the public pages' first load, where every
 * chip is only a label: an event date, 'Featured', 'Cancelled', a count.
 */
export function Pill({ label, color = 'default', size = 'medium', icon, sx, ...rest }: PillProps) {
  const small = size === 'small';
  return (
    <Box
      component="span"
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          boxSizing: 'border-box',
          maxWidth: '100%',
          // At least a chip's height; a label longer than the line (a venue's name on a 320 px screen, or with a
          // reader's own text spacing) wraps inside the pill instead of being cut off (WCAG 1.4.10 and 1.4.12).
          minHeight: small ? 24 : 32,
          borderRadius: small ? '12px' : '16px',
          fontSize: '0.8125rem',
          lineHeight: 1.5,
          textAlign: 'center',
          verticalAlign: 'middle',
          bgcolor: color === 'default' ? 'action.selected' : `${color}.main`,
          color: color === 'default' ? 'text.primary' : `${color}.contrastText`,
          '& > svg': small ? { fontSize: 18, ml: '4px', mr: '-4px' } : { fontSize: 24, ml: '5px', mr: '-6px' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...rest}
    >
      {icon}
      <Box component="span" sx={{ px: small ? 1 : 1.5, py: '1px', minWidth: 0 }}>
        {label}
      </Box>
    </Box>
  );
}
