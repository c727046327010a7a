import { useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { newsHead, useItemTitle } from '@/app/layouts/item-head';
import { NewsMeta } from '@/components/news/news-meta';
import { SafeHtml } from '@/components/safe-html';
import { idOfRef } from '@/lib/public/item-paths';
import { usePublicNewsItem } from '@/lib/public/items';
import { useLingui } from '@lingui/react/macro';
import { ItemPage } from './item-page';

/** /news/{id}: one article, whole, rendered on the server; it follows the organisers' edits like /news. */
export function NewsArticlePage() {
  const { t, i18n } = useLingui();
  const found = usePublicNewsItem(idOfRef(useParams().id));
  useItemTitle(found.item ? newsHead(found.item, i18n) : null);
  return (
    <ItemPage found={found} back={{ to: '/news', label: t`All news` }} loadingLabel={t`Loading news`}>
      {(item) => (
        <>
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' }, color: 'primary.main', mb: 2, overflowWrap: 'anywhere' }}>
            {item.title}
          </Typography>
          <Box sx={{ mb: 3 }}>
            <NewsMeta item={item} />
          </Box>
          <SafeHtml html={item.content} sx={{ typography: 'body1', maxWidth: 760, '& a': { color: 'primary.main' } }} />
        </>
      )}
    </ItemPage>
  );
}
