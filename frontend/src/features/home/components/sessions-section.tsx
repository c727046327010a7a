import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useGetFirstSessionsQuery, useGetPublicSessionsQuery } from '@/lib/public/public-api';
import { queryErrorMessage } from '../lib/query-error';
import { HomeSection } from './home-section';
import { SectionError } from './section-error';
import { SectionSpinner } from './section-spinner';
import { SessionCard } from './session-card';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEditionYear } from '@/lib/public/edition';

/**
 * The sessions shown before the visitor asks for the rest (issue 45): the page, and what it embeds, stay the same
 * size however large the programme grows.
 */
export const SESSIONS_SHOWN_FIRST = 6;

/**
 * The public sessions in start order, two to a row on wide screens; cancelled ones stay, marked. The first few show
 * at once; 'Show all' loads and shows the others, and takes the focus to the first of them.
 */
export function SessionsSection() {
  const year = useEditionYear();
  const { t } = useLingui();
  const [all, setAll] = useState(false);
  const first = useGetFirstSessionsQuery(SESSIONS_SHOWN_FIRST);
  const rest = useGetPublicSessionsQuery(undefined, { skip: !all });
  const sessions = (all && rest.data) || first.data?.sessions;
  const total = all && rest.data ? rest.data.length : (first.data?.total ?? 0);
  // Where the focus goes once the others are shown: the first of them (the button that asked is gone by then).
  const focusAt = useRef<number | null>(null);
  const takeFocus = (index: number) => (item: HTMLLIElement | null) => {
    if (!item || focusAt.current !== index) return;
    focusAt.current = null;
    item.querySelector<HTMLElement>('a, button')?.focus();
  };

  return (
    <HomeSection id="sessions" title={t`Conference Sessions`} subtitle={t`The ${year} programme as it stands.`}>
      {first.isLoading ? (
        <SectionSpinner label={t`Loading sessions`} />
      ) : first.error && !sessions ? (
        <SectionError message={queryErrorMessage(first.error)} />
      ) : !sessions || sessions.length === 0 ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          <Trans>The programme is being finalized. Check back soon!</Trans>
        </Typography>
      ) : (
        <>
          <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {sessions.map((session, index) => (
              <Grid key={session.id} ref={takeFocus(index)} component="li" size={{ xs: 12, md: 6 }}>
                <SessionCard session={session} />
              </Grid>
            ))}
          </Grid>
          {total > sessions.length && (
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, mt: 4 }}>
              {rest.error && <SectionError message={queryErrorMessage(rest.error)} />}
              <Button
                variant="outlined"
                size="large"
                loading={all && rest.isFetching}
                onClick={() => {
                  focusAt.current = sessions.length;
                  if (all) void rest.refetch();
                  else setAll(true);
                }}
              >
                {t`Show all ${total} sessions`}
              </Button>
            </Box>
          )}
        </>
      )}
    </HomeSection>
  );
}
