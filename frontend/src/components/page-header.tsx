import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
}

/** The page's one h1, with an optional lead sentence. */
export function PageHeader({ title, subtitle, children }: PageHeaderProps) {
  return (
    <Box component="header" sx={{ mb: 4 }}>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' }, color: 'primary.main' }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 1.5, fontWeight: 400, maxWidth: 760 }}>
          {subtitle}
        </Typography>
      )}
      {children}
    </Box>
  );
}
