import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import { MissingTranslations } from '@/components/admin/translation-fields';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import StarIcon from '@mui/icons-material/Star';
import { formatDate, formatTime, stripHtml } from '@/lib/format';
import type { AdminNewsItem } from '../api/news-admin-api';
import { Trans, useLingui } from '@lingui/react/macro';
import { newsValueLabel } from './news-form';

interface Props {
  item: AdminNewsItem;
  onEdit: (item: AdminNewsItem) => void;
  onDelete: (item: AdminNewsItem) => void;
  /** Opens the dialog that sends the item as a push notification (offered once it is on the website). */
  onPush?: (item: AdminNewsItem) => void;
}

/** Published, and its date has come: on the website, so it may be sent as a push. */
function onTheWebsite(item: AdminNewsItem, now = Date.now()): boolean {
  return item.status === 'published' && new Date(item.published_date).getTime() <= now;
}

/** One news item in the admin list: badges, byline, venue-time date, category and a plain-text excerpt. */
export function NewsItemCard({ item, onEdit, onDelete, onPush }: Props) {
  const published = item.status === 'published';
  const headingId = `news-item-${item.id}`;
  const { t } = useLingui();
  const title = item.title;
  const category = newsValueLabel(item.category);
  const author = item.author;
  const when = `${formatDate(item.published_date)}, ${formatTime(item.published_date)}`;
  return (
    <Card component="article" variant="outlined" data-testid="admin-news-item" aria-labelledby={headingId}>
      <CardContent sx={{ pb: 1 }}>
        <Stack spacing={1}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
            <Typography id={headingId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
              {item.title}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ flexShrink: 0, flexWrap: 'wrap' }}>
              <MissingTranslations missing={item.missing_translations} />
              {item.featured && (
                <Chip
                  size="small"
                  icon={<StarIcon />}
                  label={t`Featured`}
                  data-testid="featured-badge"
                  sx={{ bgcolor: '#fff4d6', color: '#6b4e00', '& .MuiChip-icon': { color: '#8a6500' } }}
                />
              )}
              <Chip
                size="small"
                label={published ? t`Published` : t`Draft`}
                data-testid="news-status"
                sx={published ? { bgcolor: '#e3f4e6', color: '#1d5e2b', fontWeight: 600 } : { bgcolor: '#eceff1', color: '#37474f', fontWeight: 600 }}
              />
            </Stack>
          </Stack>
          <Typography variant="body2" color="text.secondary" data-testid="news-meta">
            <Trans>
              {category} · By {author} · {when}
            </Trans>
          </Typography>
          <Typography
            variant="body2"
            sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}
          >
            {stripHtml(item.content)}
          </Typography>
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }} disableSpacing>
        <Button size="small" variant="outlined" startIcon={<EditOutlinedIcon />} onClick={() => onEdit(item)} aria-label={t`Edit ${title}`}>
          <Trans>Edit</Trans>
        </Button>
        <Button size="small" variant="outlined" color="error" startIcon={<DeleteOutlineIcon />} onClick={() => onDelete(item)} aria-label={t`Delete ${title}`}>
          <Trans>Delete</Trans>
        </Button>
        {onPush && onTheWebsite(item) && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<NotificationsActiveOutlinedIcon />}
            onClick={() => onPush(item)}
            aria-label={t`Send ${title} as push`}
          >
            <Trans>Send as push</Trans>
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
