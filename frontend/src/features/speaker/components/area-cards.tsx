import { Link as RouterLink } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';

const AREA_LINKS: { to: string; title: MessageDescriptor; text: MessageDescriptor }[] = [
  { to: '/presentations', title: msg`My Presentations`, text: msg`Your proposals and their status.` },
  { to: '/schedule', title: msg`Schedule`, text: msg`The conference programme.` },
  { to: '/resources', title: msg`Resources`, text: msg`Guidelines and templates for speakers.` },
  { to: '/notifications', title: msg`Notifications`, text: msg`Messages from the organisers.` },
];

/** The four cards of the speaker area (spec). */
export function AreaCards() {
  const { i18n } = useLingui();
  return (
    <Grid container spacing={2} component="nav" aria-label={i18n._(msg`Speaker area`)}>
      {AREA_LINKS.map((item) => (
        <Grid key={item.to} size={{ xs: 12, sm: 6, md: 3 }}>
          <Card sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={item.to} sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h6" component="h2">
                  {i18n._(item.title)}
                </Typography>
                <Typography color="text.secondary">{i18n._(item.text)}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
