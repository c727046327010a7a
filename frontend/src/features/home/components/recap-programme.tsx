import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';

// The 2024 edition as the spec lists it.
const KEY_HIGHLIGHTS: readonly MessageDescriptor[] = [
  msg`Opening panel on highlights of the year`,
  msg`Use cases from pharma, automotive, retail, healthcare, security and media`,
  msg`Technical sessions on generative AI, terminology tools and language resources`,
  msg`Closing panel on the EU AI Act`,
];

const PROGRAMME: readonly { day: MessageDescriptor; items: readonly MessageDescriptor[] }[] = [
  {
    day: msg`Day 1 (Nov 19)`,
    items: [msg`Opening panel`, msg`Technology trends outlook`, msg`Pharma and automotive use cases`, msg`Retail and healthcare applications`],
  },
  {
    day: msg`Day 2 (Nov 20)`,
    items: [msg`Security and defence use cases`, msg`Media applications`, msg`AI in the interpreting industry`, msg`EU AI Act panel`],
  },
];

const listSx = { m: 0, pl: 2.5, '& li': { mb: 0.75 } } as const;

/** Key highlights and the two-day programme of the 2024 edition. */
export function RecapProgramme() {
  const { i18n } = useLingui();
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 5 }}>
        <Card sx={{ height: '100%' }} data-testid="recap-highlights">
          <CardContent sx={{ p: 3 }}>
            <Typography variant="h6" component="h3" sx={{ mb: 1.5 }}>
              <Trans>Key highlights</Trans>
            </Typography>
            <Box component="ul" sx={listSx}>
              {KEY_HIGHLIGHTS.map((item) => (
                <li key={item.id}>
                  <Typography>{i18n._(item)}</Typography>
                </li>
              ))}
            </Box>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Card sx={{ height: '100%' }} data-testid="recap-programme">
          <CardContent sx={{ p: 3 }}>
            <Typography variant="h6" component="h3" sx={{ mb: 1.5 }}>
              <Trans>Programme</Trans>
            </Typography>
            <Grid container spacing={3}>
              {PROGRAMME.map(({ day, items }) => (
                <Grid key={day.id} size={{ xs: 12, sm: 6 }}>
                  <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700, color: 'primary.main', mb: 1 }}>
                    {i18n._(day)}
                  </Typography>
                  <Box component="ul" sx={listSx}>
                    {items.map((item) => (
                      <li key={item.id}>
                        <Typography>{i18n._(item)}</Typography>
                      </li>
                    ))}
                  </Box>
                </Grid>
              ))}
            </Grid>
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
