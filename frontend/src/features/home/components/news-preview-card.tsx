import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import { NewsSummary } from '@/components/news/news-summary';
import type { NewsItem } from '@/types/api';
import { Trans, useLingui } from '@lingui/react/macro';

interface NewsPreviewCardProps {
  item: NewsItem;
  onReadMore: (item: NewsItem) => void;
  /** The visitor points at or focuses 'Read more': a chance to fetch what the click will need. */
  onIntent?: () => void;
}

/** One item of the home page's Latest News: title, meta, a three-line plain-text excerpt and 'Read more'. */
export function NewsPreviewCard({ item, onReadMore, onIntent }: NewsPreviewCardProps) {
  const { t } = useLingui();
  const title = item.title;
  return (
    <Card
      data-testid="home-news-card"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderLeft: item.featured ? 4 : undefined,
        borderLeftColor: item.featured ? 'secondary.main' : undefined,
      }}
    >
      <NewsSummary item={item} headingComponent="h3" excerptTestId="news-excerpt" />
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          size="small"
          onClick={() => onReadMore(item)}
          onPointerEnter={onIntent}
          onFocus={onIntent}
          aria-haspopup="dialog"
          aria-label={t`Read more: ${title}`}
        >
          <Trans>Read more</Trans>
        </Button>
      </CardActions>
    </Card>
  );
}
