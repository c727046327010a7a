import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { NewsMeta } from '@/components/news/news-meta';
import { stripHtml } from '@/lib/format';
import type { NewsItem } from '@/types/api';

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
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h2" sx={{ lineHeight: 1.3, mb: 1 }}>
          {item.title}
        </Typography>
        <NewsMeta item={item} />
        <Typography
          variant="body2"
          color="text.secondary"
          data-testid="news-preview"
          sx={{ mt: 1.5, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {stripHtml(item.content)}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button onClick={() => onRead(item)} endIcon={<ArrowForwardIcon />} aria-haspopup="dialog" variant="outlined">
          Read full article
        </Button>
      </CardActions>
    </Card>
  );
}
