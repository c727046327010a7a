import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useGetPublicSessionsQuery } from '@/lib/public/public-api';
import { queryErrorMessage } from '../lib/query-error';
import { HomeSection } from './home-section';
import { SectionError } from './section-error';
import { SectionSpinner } from './section-spinner';
import { SessionCard } from './session-card';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEditionYear } from '@/lib/public/edition';

/** Every public session in start order, two to a row on wide screens; cancelled ones stay, marked. */
export function SessionsSection() {
  const year = useEditionYear();
  const { t } = useLingui();
  const { data: sessions, error, isLoading } = useGetPublicSessionsQuery();

  return (
    <HomeSection id="sessions" title={t`Conference Sessions`} subtitle={t`The ${year} programme as it stands.`}>
      {isLoading ? (
        <SectionSpinner label={t`Loading sessions`} />
      ) : error && !sessions ? (
        <SectionError message={queryErrorMessage(error)} />
      ) : !sessions || sessions.length === 0 ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          <Trans>The programme is being finalized. Check back soon!</Trans>
        </Typography>
      ) : (
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {sessions.map((session) => (
            <Grid key={session.id} component="li" size={{ xs: 12, md: 6 }}>
              <SessionCard session={session} />
            </Grid>
          ))}
        </Grid>
      )}
    </HomeSection>
  );
}
