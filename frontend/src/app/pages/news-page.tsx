import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { PageSpinner } from '@/components/page-spinner';
import { ALL_CATEGORIES, CategoryFilter } from '@/features/news/components/category-filter';
import { NewsCard } from '@/features/news/components/news-card';
import { newsCategory, splitFeatured, visibleNews } from '@/lib/news-order';
import { newsPath } from '@/lib/public/item-paths';
import { useOpenOver } from '@/lib/public/over-page';
import { useGetPublicNewsQuery } from '@/lib/public/public-api';
import { Trans, useLingui } from '@lingui/react/macro';

/** /news: published items, featured first, filterable by category; follows organiser changes live. */
export function NewsPage() {
  const { t } = useLingui();
  const { data, isLoading, error } = useGetPublicNewsQuery();
  const [category, setCategory] = useState(ALL_CATEGORIES);
  // The article opens at its own address over this page (app/routes/item-dialogs.tsx), by id: an organiser's edit
  // while it is open shows the new text.
  const openOver = useOpenOver();

  const visible = useMemo(() => visibleNews(data ?? []), [data]);
  // The chosen category keeps its pill even when a live change removes its last item, so the visitor sees why
  // the list is empty and can switch.
  const categories = useMemo(() => {
    const present = new Set(visible.map(newsCategory));
    if (category !== ALL_CATEGORIES) present.add(category);
    return [...present];
  }, [visible, category]);
  const shown = useMemo(() => {
    const filtered = category === ALL_CATEGORIES ? visible : visible.filter((item) => newsCategory(item) === category);
    const { featured, regular } = splitFeatured(filtered);
    return [...featured, ...regular];
  }, [visible, category]);

  return (
    <PageContainer>
      <PageHeader title={t`Conference News`} subtitle={t`Stay up to date with the latest announcements, updates and highlights from the conference.`} />

      {isLoading ? (
        <PageSpinner label={t`Loading news`} />
      ) : !data ? (
        error && (
          <Alert severity="error">
            <Trans>Could not load news items.</Trans>
          </Alert>
        )
      ) : (
        <>
          <CategoryFilter categories={categories} selected={category} onSelect={setCategory} />
          {shown.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
              <Trans>No news items available in this category.</Trans>
            </Typography>
          ) : (
            <Grid container spacing={3}>
              {shown.map((item) => (
                <Grid key={item.id} size={{ xs: 12, md: 6 }}>
                  <NewsCard item={item} onRead={(item) => openOver(newsPath(item))} />
                </Grid>
              ))}
            </Grid>
          )}
        </>
      )}
    </PageContainer>
  );
}
