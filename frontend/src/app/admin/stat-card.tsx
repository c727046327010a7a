import { useId, type ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { intlLocale } from '@/lib/i18n/active-locale';

interface Props {
  label: string;
  /** Undefined while loading. */
  value: number | undefined;
  icon: ReactNode;
  /** What the number counts, when the label alone does not say. */
  caption?: string;
}

/** One number of the admin dashboard, named by its label for assistive technology (role group). */
export function StatCard({ label, value, icon, caption }: Props) {
  const labelId = useId();
  return (
    <Card variant="outlined" role="group" aria-labelledby={labelId} aria-busy={value === undefined} sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Stack sx={{ color: 'primary.main', fontSize: 36, display: { xs: 'none', sm: 'flex' } }} aria-hidden>
            {icon}
          </Stack>
          <Stack sx={{ minWidth: 0 }}>
            <Typography id={labelId} variant="body2" color="text.secondary" component="p">
              {label}
            </Typography>
            <Typography
              variant="h4"
              component="p"
              data-testid="stat-value"
              sx={{ fontWeight: 600, lineHeight: 1.2, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
            >
              {value === undefined ? <Skeleton width={48} /> : value.toLocaleString(intlLocale())}
            </Typography>
            {caption && (
              <Typography variant="caption" color="text.secondary">
                {caption}
              </Typography>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
