import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Pill } from '@/components/pill';
import { SafeHtml } from '@/components/safe-html';
import { newsCategory } from '@/lib/news-order';
import { capitalize, formatDate } from '@/lib/format';
import type { NewsItem } from '@/types/api';

const DEFAULT_AUTHOR = 'Conference Team';

/** One published item: title, Featured badge, 'By <author>', date, category capitalised, then the content. */
export function DashboardNewsItem({ item }: { item: NewsItem }) {
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
        {item.featured && <Pill label="Featured" color="secondary" size="small" sx={{ fontWeight: 700 }} />}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, mb: 1.5 }}>
        <span>By {item.author?.trim() || DEFAULT_AUTHOR}</span>
        <span aria-hidden>·</span>
        <span>{formatDate(item.published_date || new Date().toISOString())}</span>
        <span aria-hidden>·</span>
        <span>{capitalize(newsCategory(item))}</span>
      </Typography>
      <SafeHtml html={item.content} sx={{ typography: 'body2', '& p:last-child': { mb: 0 } }} />
    </Box>
  );
}
