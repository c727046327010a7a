import { useMemo } from 'react';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { newestFirst, visibleNews } from '@/lib/news-order';
import { useGetPublicNewsQuery } from '@/lib/public/public-api';
import { DashboardNewsItem } from './dashboard-news-item';
import { DashboardSection } from './dashboard-section';
import { EmptyMessage, ErrorMessage, LoadingMessage } from './status-message';
import { Trans, useLingui } from '@lingui/react/macro';

/** Conference News: published items only, newest first; organisers' changes arrive live through the 'News' tag. */
export function DashboardNews() {
  const { t } = useLingui();
  const { data, isLoading, isError } = useGetPublicNewsQuery();
  const items = useMemo(() => newestFirst(visibleNews(data ?? [])), [data]);

  return (
    <DashboardSection id="conference-news" title={t`Conference News`}>
      {isLoading ? (
        <LoadingMessage>{t`Loading news...`}</LoadingMessage>
      ) : isError && !data ? (
        <ErrorMessage>
          <Trans>Could not load news items. Please try again later.</Trans>
        </ErrorMessage>
      ) : items.length === 0 ? (
        <EmptyMessage>
          <Trans>No conference news available at this time.</Trans>
        </EmptyMessage>
      ) : (
        <Stack divider={<Divider flexItem />}>
          {items.map((item) => (
            <DashboardNewsItem key={item.id} item={item} />
          ))}
        </Stack>
      )}
    </DashboardSection>
  );
}
