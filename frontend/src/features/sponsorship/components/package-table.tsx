import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@/lib/visually-hidden';
import { currencyName, formatAmount } from '@/lib/money';
import { vatNote, type SponsorshipPackages } from '../sponsorship-packages';
import { Trans, useLingui } from '@lingui/react/macro';

const TIER_COLORS: Record<string, string> = { gold: '#b8860b', silver: '#7a8594', bronze: '#a0522d' };

// The package name stays in view while a phone scrolls the other columns.
const stickySx = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

/** Spec section 9 as a real table; on a phone it scrolls sideways inside its own focusable region. */
export function PackageTable({ packages, currency }: { packages: SponsorshipPackages; currency: string }) {
  const { t } = useLingui();
  const vat = vatNote();
  const discount = packages.discount_percent;
  const prices = currencyName(currency);
  const money = (amount: number) => formatAmount(amount, currency);
  const columns = [
    t`Package`,
    t`Full price`,
    t`Member price (regular)`,
    t`Member price (premium)`,
    t`Conference passes`,
    t`Discount codes (-${discount}%)`,
    t`Speaker slot`,
    t`Social media blasts`,
  ];
  const notOffered = (
    <>
      <span aria-hidden>—</span>
      <Box component="span" sx={visuallyHidden}>
        <Trans>not offered</Trans>
      </Box>
    </>
  );
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
            <Trans>Sponsorship packages compared (prices in {prices})</Trans>
          </Box>
          <TableHead>
            <TableRow sx={{ bgcolor: 'primary.main', '& th': { color: 'common.white', fontWeight: 700, verticalAlign: 'bottom' } }}>
              {columns.map((column, i) => (
                <TableCell key={column} component="th" scope="col" sx={i === 0 ? { ...stickySx, bgcolor: 'primary.main' } : undefined}>
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {packages.packages.map((pkg) => (
              <TableRow key={pkg.tier} data-tier={pkg.tier} sx={{ '&:last-child td, &:last-child th': { borderBottom: 0 } }}>
                <TableCell component="th" scope="row" sx={{ ...stickySx, fontWeight: 700, whiteSpace: 'nowrap' }}>
                  <Box
                    component="span"
                    aria-hidden
                    sx={{ display: 'inline-block', width: 12, height: 12, borderRadius: '50%', bgcolor: TIER_COLORS[pkg.tier], mr: 1 }}
                  />
                  {pkg.name}
                </TableCell>
                <TableCell sx={{ fontWeight: 700 }}>{money(pkg.full_price)}</TableCell>
                <TableCell>{pkg.member_regular === null ? notOffered : money(pkg.member_regular)}</TableCell>
                <TableCell>{pkg.member_premium === null ? notOffered : money(pkg.member_premium)}</TableCell>
                <TableCell>{pkg.passes}</TableCell>
                <TableCell>{pkg.discount_codes}</TableCell>
                <TableCell sx={{ minWidth: 180 }}>{pkg.speaker_slot}</TableCell>
                <TableCell>{pkg.social_blasts}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        <Trans>
          Prices in {prices}. {vat} Member prices apply to members of the LT-Innovate association.
        </Trans>
      </Typography>
    </Box>
  );
}
