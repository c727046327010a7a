import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { newsPath } from '@/lib/public/item-paths';
import { useOpenOver } from '@/lib/public/over-page';
import { publicApi, useGetLatestNewsQuery } from '@/lib/public/public-api';
import { HomeSection } from './home-section';
import { NewsPreviewCard } from './news-preview-card';
import { Trans, useLingui } from '@lingui/react/macro';

// The article dialog's code (MUI's Dialog, Modal, transitions) is not part of the home page's first load: it is
// fetched when a visitor points at or focuses 'Read more', and at the latest on the click. It opens at the
// article's address over the home page (app/routes/item-dialogs.tsx).
const prefetchDialog = () => void import('@/components/news/news-article-dialog');

/** Home news list size (spec section 9). */
const LATEST_NEWS = 5;

/**
 * Up to five items, featured first, then newest first: the server's visible items in that order, so the page
 * downloads only what it shows. Hidden while loading, when there is nothing, and when loading failed (spec).
 */
export function LatestNewsSection() {
  const { t } = useLingui();
  const { data, isError } = useGetLatestNewsQuery();
  const items = data?.slice(0, LATEST_NEWS) ?? [];
  const openOver = useOpenOver();
  // The page embeds each article's excerpt only (lib/public/previews.ts): the dialog reads the article by its id.
  const prefetchArticle = publicApi.usePrefetch('getPublicNewsItem');

  if (isError || items.length === 0) return null;
  return (
    <HomeSection id="latest-news" title={t`Latest News`} subtitle={t`Announcements and updates from the organisers.`}>
      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item, index) => (
          // The first item spans the row on wide screens: it is the most important one.
          <Grid key={item.id} component="li" size={{ xs: 12, md: index === 0 ? 12 : 6 }}>
            <NewsPreviewCard
              item={item}
              onReadMore={(item) => openOver(newsPath(item))}
              onIntent={() => {
                prefetchDialog();
                prefetchArticle(item.id);
              }}
            />
          </Grid>
        ))}
      </Grid>
      <Box sx={{ textAlign: 'center', mt: 4 }}>
        <Button component={RouterLink} to="/news" variant="outlined" endIcon={<ArrowForward aria-hidden />}>
          <Trans>View all news</Trans>
        </Button>
      </Box>
    </HomeSection>
  );
}
