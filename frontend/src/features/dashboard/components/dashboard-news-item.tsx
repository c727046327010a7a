import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Pill } from '@/components/pill';
import { SafeHtml } from '@/components/safe-html';
import { newsCategory } from '@/lib/news-order';
import { capitalize, formatDate } from '@/lib/format';
import type { NewsItem } from '@/types/api';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

// The categories the server knows; any other is shown as it comes, capitalised.
const CATEGORIES: Record<string, MessageDescriptor> = {
  announcement: msg`Announcement`,
  update: msg`Update`,
  highlight: msg`Highlight`,
};

/** One published item: title, Featured badge, 'By <author>', date, category capitalised, then the content. */
export function DashboardNewsItem({ item }: { item: NewsItem }) {
  const { i18n, t } = useLingui();
  const author = item.author?.trim() || t`Conference Team`;
  const category = newsCategory(item);
  const categoryLabel = CATEGORIES[category] ? i18n._(CATEGORIES[category]) : capitalize(category);
  return (
    <Box
      component="article"
      data-testid="dashboard-news-item"
      sx={{
        py: 2,
        pl: item.featured ? 2 : 0,
        borderLeft: item.featured ? '4px solid' : undefined,
        borderLeftColor: 'secondary.main',
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography variant="h6" component="h3" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
          {item.title}
        </Typography>
        {item.featured && <Pill label={t`Featured`} color="secondary" size="small" sx={{ fontWeight: 700 }} />}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, mb: 1.5 }}>
        <span>
          <Trans>By {author}</Trans>
        </span>
        <span aria-hidden>·</span>
        <span>{formatDate(item.published_date || new Date().toISOString())}</span>
        <span aria-hidden>·</span>
        <span>{categoryLabel}</span>
      </Typography>
      <SafeHtml html={item.content} sx={{ typography: 'body2', '& p:last-child': { mb: 0 } }} />
    </Box>
  );
}
