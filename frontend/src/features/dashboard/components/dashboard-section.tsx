import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

interface DashboardSectionProps {
  id: string;
  title: string;
  /** Buttons beside the title (the profile's Edit/Cancel). */
  action?: ReactNode;
  children: ReactNode;
}

/** One card of the dashboard with its h2, labelled so screen readers can jump between them. */
export function DashboardSection({ id, title, action, children }: DashboardSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Card component="section" aria-labelledby={headingId} data-testid={id} sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 2 }}>
          {/* minWidth 0: a long German word breaks inside the heading instead of widening the card (WCAG 1.4.10). */}
          <Typography id={headingId} variant="h5" component="h2" color="primary" sx={{ minWidth: 0 }}>
            {title}
          </Typography>
          {action}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
