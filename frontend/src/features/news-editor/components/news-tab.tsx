import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { AdminCollectionTab, type CollectionWords } from '@/components/admin/admin-collection-tab';
import { newsAdmin, type AdminNewsItem, type NewsPayload } from '../api/news-admin-api';
import { NewsFormDialog } from './news-form-dialog';
import { NewsItemCard } from './news-item-card';
import { NewsPushDialog } from './news-push-dialog';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';

const time = (item: AdminNewsItem) => new Date(item.published_date).getTime() || 0;

const WORDS: CollectionWords = { title: msg`News`, add: msg`Add News`, loading: msg`Loading news`, loadFailure: msg`Failed to load news.` };

interface ListProps {
  news: AdminNewsItem[];
  edit: (item: AdminNewsItem) => void;
  remove: (item: AdminNewsItem) => void;
}

function NewsList({ news, edit, remove }: ListProps) {
  // The server sends them newest first; sorting again keeps that true whatever order a refetch returns.
  const items = useMemo(() => [...news].sort((a, b) => time(b) - time(a) || b.id - a.id), [news]);
  const itemCount = items.length;
  const [pushing, setPushing] = useState<AdminNewsItem | null>(null);
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {plural(itemCount, { one: '# item, newest first. Dates are Vienna time.', other: '# items, newest first. Dates are Vienna time.' })}
      </Typography>
      {items.map((item) => (
        <NewsItemCard key={item.id} item={item} onEdit={edit} onDelete={remove} onPush={setPushing} />
      ))}
      {pushing && <NewsPushDialog key={pushing.id} item={pushing} onClose={() => setPushing(null)} />}
    </>
  );
}

/** The 'News' tab: every item, drafts included, newest first, kept current over the socket. */
export function NewsTab() {
  const { t } = useLingui();

  return (
    <AdminCollectionTab<AdminNewsItem, NewsPayload>
      hooks={newsAdmin}
      words={WORDS}
      empty={(add) => (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <Typography variant="h6" component="p" gutterBottom>
            <Trans>No news items yet</Trans>
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            <Trans>Add the first announcement, update or highlight to share it with attendees.</Trans>
          </Typography>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={add}>
            <Trans>Add your first news item</Trans>
          </Button>
        </Paper>
      )}
      editorShowsNotice
      editor={(item, { close, save, saving, notice }) => (
        <NewsFormDialog
          item={item}
          saving={saving}
          onClose={close}
          onSave={async (payload) => {
            try {
              await save(payload);
              return true;
            } catch (err) {
              notice.fail(item ? t`Failed to update news` : t`Failed to publish news`, err);
              return false;
            }
          }}
          notice={notice.element}
        />
      )}
      confirmDelete={({ title }) => ({ what: t`news item`, name: `'${title}'`, consequence: t`It will be removed from the website.` })}
      messages={{
        added: ({ title, status }) => (status === 'published' ? t`''${title}'' published.` : t`''${title}'' saved as a draft.`),
        updated: ({ title }) => t`''${title}'' updated.`,
        deleted: ({ title }) => t`''${title}'' deleted.`,
        deleteFailure: t`Failed to delete news`,
      }}
    >
      {(news, actions) => <NewsList news={news} {...actions} />}
    </AdminCollectionTab>
  );
}
