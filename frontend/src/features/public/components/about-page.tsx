import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { config } from '@/lib/config';
import { useDateLabel } from '@/lib/public/edition';
import { useGetSiteContentQuery } from '@/lib/public/public-api';
import { useTicketLink } from '@/lib/public/ticket-link';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { focusRingOnNavy } from '@/lib/focus-ring';

const EXPECTATIONS: { title: MessageDescriptor; text: MessageDescriptor; icon: ReactNode }[] = [
  {
    title: msg`Innovative Presentations`,
    text: msg`Product launches, real deployments and research results, each presented in a short, focused slot.`,
    icon: <LightbulbOutlined />,
  },
  {
    title: msg`Networking Opportunities`,
    text: msg`Meet technology providers, buyers and researchers during breaks, receptions and themed sessions.`,
    icon: <GroupsOutlined />,
  },
  {
    title: msg`Strategic Insights`,
    text: msg`Panels on market trends, regulation such as the EU AI Act, and where language technology is heading.`,
    icon: <CampaignOutlined />,
  },
];

function QuestionCard({ question, children }: { question: string; children: ReactNode }) {
  return (
    <Card component="section" sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2.5, md: 3.5 } }}>
        <Typography variant="h5" component="h2" gutterBottom sx={{ color: 'primary.main' }}>
          {question}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export function AboutPage() {
  const { t, i18n } = useLingui();
  const { external: ticketShop, ...ticket } = useTicketLink();
  const { data: content } = useGetSiteContentQuery();
  const dateLabel = useDateLabel();
  const product = config.productName;

  return (
    <PageContainer>
      <PageHeader
        title={t`Shaping the Future of Language Technology`}
        subtitle={t`${product} brings together the people who build, buy and research AI-powered language technologies.`}
      />

      <Box component="section" aria-labelledby="about-what" sx={{ mb: 5, maxWidth: 880 }}>
        <Typography id="about-what" variant="h4" component="h2" gutterBottom sx={{ fontSize: { xs: '1.6rem', md: '2.125rem' } }}>
          <Trans>What is {product}?</Trans>
        </Typography>
        <Typography sx={{ fontSize: '1.1rem' }}>
          <Trans>
            {product} is the annual conference on AI-powered language technologies: machine translation, interpretation, speech and text processing, and the
            management of the language data behind them. It shows what these technologies can do today, how organisations put them to work, and what comes next.
          </Trans>
        </Typography>
      </Box>

      <Stack spacing={3}>
        <QuestionCard question={t`What is the ${product} conference?`}>
          <Typography>
            <Trans>
              A conference where the language technology industry meets: technology providers, the companies and public institutions that use their products,
              researchers and policy makers discuss how AI changes the way we translate, interpret and process language.
            </Trans>
          </Typography>
        </QuestionCard>

        <QuestionCard question={t`Who are the speakers and attendees?`}>
          <Typography>
            <Trans>
              Speakers are founders and leaders of language technology companies, practitioners from enterprises and public administrations, and researchers
              from universities and labs. Attendees include executives, product and localisation managers, language service providers, investors and policy
              makers.
            </Trans>
          </Typography>
        </QuestionCard>

        <QuestionCard question={t`What can participants expect?`}>
          <Typography sx={{ mb: 2.5 }}>
            <Trans>Three days of talks, panels and conversations with the people who shape the field.</Trans>
          </Typography>
          <Grid container spacing={2}>
            {EXPECTATIONS.map((item) => (
              <Grid key={item.title.id} size={{ xs: 12, md: 4 }}>
                <Box sx={{ height: '100%', p: 2.5, borderRadius: 2, bgcolor: 'background.default' }}>
                  <Box aria-hidden sx={{ color: 'primary.main', mb: 1, '& svg': { fontSize: 32 } }}>
                    {item.icon}
                  </Box>
                  <Typography variant="h6" component="h3" gutterBottom>
                    {i18n._(item.title)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {i18n._(item.text)}
                  </Typography>
                </Box>
              </Grid>
            ))}
          </Grid>
        </QuestionCard>

        <QuestionCard question={t`Why attend?`}>
          <Typography>
            <Trans>
              To see where language technology is heading, learn from real deployments instead of demos, find partners and customers, and take part in the
              discussion on how AI and language should be governed in Europe.
            </Trans>
          </Typography>
        </QuestionCard>

        <QuestionCard question={t`Where is it held?`}>
          <Typography>
            <Trans>
              In the parliament building in Vienna, the capital of Austria: one of the most remarkable conference venues in Europe, in the heart of the city.
            </Trans>
          </Typography>
          <Link component={RouterLink} to="/location" sx={{ display: 'inline-block', mt: 1.5, fontWeight: 600 }}>
            <Trans>Venue and travel information</Trans>
          </Link>
        </QuestionCard>
      </Stack>

      <Box
        component="section"
        aria-labelledby="about-join"
        sx={{
          mt: 6,
          p: { xs: 3, md: 5 },
          borderRadius: 3,
          color: 'common.white',
          background: 'linear-gradient(135deg, #061a3a 0%, #0b2a5b 60%, #1d4f91 100%)',
          textAlign: { xs: 'left', md: 'center' },
          ...focusRingOnNavy,
        }}
      >
        <Typography id="about-join" variant="h4" component="h2" gutterBottom sx={{ fontSize: { xs: '1.6rem', md: '2.125rem' } }}>
          <Trans>Ready to Join Us?</Trans>
        </Typography>
        <Typography sx={{ mb: 3, opacity: 0.9 }}>
          {dateLabel} · {content?.hero.venue_label ?? i18n._(config.venue)}
        </Typography>
        <Button {...ticket} variant="contained" color="secondary" size="large" endIcon={ticketShop ? <OpenInNew aria-hidden /> : undefined}>
          <Trans>Register Now</Trans>
        </Button>
      </Box>
    </PageContainer>
  );
}
