import { useMemo } from 'react';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { newestFirst, visibleNews } from '@/lib/news-order';
import { useGetPublicNewsQuery } from '@/lib/public/public-api';
import { DashboardNewsItem } from './dashboard-news-item';
import { DashboardSection } from './dashboard-section';
import { EmptyMessage, ErrorMessage, LoadingMessage } from './status-message';

/** Conference News: published items only, newest first; organisers' changes arrive live through the 'News' tag. */
export function DashboardNews() {
  const { data, isLoading, isError } = useGetPublicNewsQuery();
  const items = useMemo(() => newestFirst(visibleNews(data ?? [])), [data]);

  return (
    <DashboardSection id="conference-news" title="Conference News">
      {isLoading ? (
        <LoadingMessage>Loading news...</LoadingMessage>
      ) : isError && !data ? (
        <ErrorMessage>Could not load news items. Please try again later.</ErrorMessage>
      ) : items.length === 0 ? (
        <EmptyMessage>No conference news available at this time.</EmptyMessage>
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
