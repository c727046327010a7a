import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import EventOutlined from '@mui/icons-material/EventOutlined';

interface JoinCardProps {
  icon: ReactNode;
  title: string;
  text: string;
  benefits: readonly string[];
  /** The deadline sentence: 'The call for speakers closes on ...'. */
  deadline: string;
  action: { label: string; to: string };
  testId: string;
}

/** One open call on the home page: what it offers, its deadline and the link to apply. */
export function JoinCard({ icon, title, text, benefits, deadline, action, testId }: JoinCardProps) {
  return (
    <Card data-testid={testId} sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderTop: 4, borderTopColor: 'secondary.main' }}>
      <CardContent sx={{ p: { xs: 3, md: 4 }, flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        <Box sx={{ color: 'primary.main', '& svg': { fontSize: 40 } }}>{icon}</Box>
        <Typography variant="h5" component="h3" sx={{ mt: 1, mb: 1.5 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{text}</Typography>
        <Box component="ul" sx={{ my: 1.5, pl: 2.5, '& li': { py: 0.5, pl: 0.5 } }}>
          {benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </Box>
        <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 600, mt: 'auto', mb: 2.5 }}>
          <EventOutlined aria-hidden fontSize="small" sx={{ color: 'secondary.dark' }} />
          {deadline}
        </Typography>
        <Button component={RouterLink} to={action.to} variant="contained" size="large" sx={{ alignSelf: 'flex-start' }}>
          {action.label}
        </Button>
      </CardContent>
    </Card>
  );
}
