import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { NewsSummary } from '@/components/news/news-summary';
import type { NewsItem } from '@/types/api';
import { Trans } from '@lingui/react/macro';

/** A news item on /news: meta, a 3-line plain-text preview, and the button that opens the full article. */
export function NewsCard({ item, onRead }: { item: NewsItem; onRead: (item: NewsItem) => void }) {
  return (
    <Card
      component="article"
      data-testid="news-card"
      data-featured={item.featured ? 'true' : 'false'}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderLeft: item.featured ? '5px solid' : undefined,
        borderLeftColor: item.featured ? 'secondary.main' : undefined,
      }}
    >
      <NewsSummary item={item} headingComponent="h2" excerptTestId="news-preview" />
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button onClick={() => onRead(item)} endIcon={<ArrowForwardIcon />} aria-haspopup="dialog" variant="outlined">
          <Trans>Read full article</Trans>
        </Button>
      </CardActions>
    </Card>
  );
}
