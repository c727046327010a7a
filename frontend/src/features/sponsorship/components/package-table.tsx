import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@/lib/visually-hidden';
import { DISCOUNT_PERCENT, PACKAGES, formatEuro, vatNote } from '../sponsorship-packages';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

const TIER_COLORS: Record<string, string> = { gold: '#b8860b', silver: '#7a8594', bronze: '#a0522d' };

// The package name stays in view while a phone scrolls the other columns.
const stickySx = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

const discount = DISCOUNT_PERCENT;
const COLUMNS: MessageDescriptor[] = [
  msg`Package`,
  msg`Full price`,
  msg`Member price (regular)`,
  msg`Member price (premium)`,
  msg`Conference passes`,
  msg`Discount codes (-${discount}%)`,
  msg`Speaker slot`,
  msg`Social media blasts`,
];

/** Spec section 9 as a real table; on a phone it scrolls sideways inside its own focusable region. */
export function PackageTable() {
  const { i18n } = useLingui();
  const vat = vatNote();
  return (
    <Box>
      <TableContainer
        tabIndex={0}
        role="region"
        aria-labelledby="packages-caption"
        sx={{
          position: 'relative',
          border: 1,
          borderColor: '#e1e6ef',
          borderRadius: 2,
          bgcolor: 'background.paper',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        <Table sx={{ minWidth: 880 }}>
          <Box component="caption" id="packages-caption" sx={visuallyHidden}>
            <Trans>Sponsorship packages compared (prices in euro)</Trans>
          </Box>
          <TableHead>
            <TableRow sx={{ bgcolor: 'primary.main', '& th': { color: 'common.white', fontWeight: 700, verticalAlign: 'bottom' } }}>
              {COLUMNS.map((column, i) => (
                <TableCell key={column.id} component="th" scope="col" sx={i === 0 ? { ...stickySx, bgcolor: 'primary.main' } : undefined}>
                  {i18n._(column)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {PACKAGES.map((pkg) => (
              <TableRow key={pkg.tier} data-tier={pkg.tier} sx={{ '&:last-child td, &:last-child th': { borderBottom: 0 } }}>
                <TableCell component="th" scope="row" sx={{ ...stickySx, fontWeight: 700, whiteSpace: 'nowrap' }}>
                  <Box
                    component="span"
                    aria-hidden
                    sx={{ display: 'inline-block', width: 12, height: 12, borderRadius: '50%', bgcolor: TIER_COLORS[pkg.tier], mr: 1 }}
                  />
                  {i18n._(pkg.name)}
                </TableCell>
                <TableCell sx={{ fontWeight: 700 }}>{formatEuro(pkg.fullPrice)}</TableCell>
                <TableCell>{formatEuro(pkg.memberRegular)}</TableCell>
                <TableCell>
                  {pkg.memberPremium === null ? (
                    <>
                      <span aria-hidden>—</span>
                      <Box component="span" sx={visuallyHidden}>
                        <Trans>not offered</Trans>
                      </Box>
                    </>
                  ) : (
                    formatEuro(pkg.memberPremium)
                  )}
                </TableCell>
                <TableCell>{pkg.passes}</TableCell>
                <TableCell>{pkg.discountCodes}</TableCell>
                <TableCell sx={{ minWidth: 180 }}>{i18n._(pkg.speakerSlot)}</TableCell>
                <TableCell>{pkg.socialBlasts}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        <Trans>Prices in euro. {vat} Member prices apply to members of the LT-Innovate association.</Trans>
      </Typography>
    </Box>
  );
}
