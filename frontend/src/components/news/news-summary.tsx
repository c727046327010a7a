import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { NewsMeta } from '@/components/news/news-meta';
import { previewText, stripHtml } from '@/lib/format';
import type { NewsItem } from '@/types/api';

interface Props {
  item: NewsItem;
  /** h2 on /news, h3 under the home page's 'Latest News'. */
  headingComponent: 'h2' | 'h3';
  excerptTestId: string;
}

/** A news card's body: title, meta and a three-line plain-text excerpt (the news page and the home page). */
export function NewsSummary({ item, headingComponent, excerptTestId }: Props) {
  return (
    <CardContent sx={{ flexGrow: 1 }}>
      <Typography variant="h6" component={headingComponent} sx={{ lineHeight: 1.3, mb: 1 }}>
        {item.title}
      </Typography>
      <NewsMeta item={item} />
      <Typography
        variant="body2"
        color="text.secondary"
        data-testid={excerptTestId}
        sx={{ mt: 1.5, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
      >
        {previewText(stripHtml(item.content))}
      </Typography>
    </CardContent>
  );
}
