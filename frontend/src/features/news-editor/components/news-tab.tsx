import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { PageSpinner } from '@/components/page-spinner';
import { errorMessage } from '@/lib/api-errors';
import { useAdminNotice } from '@/components/admin/admin-notice';
import {
  useCreateNewsMutation,
  useDeleteNewsMutation,
  useGetAdminNewsQuery,
  useUpdateNewsMutation,
  type AdminNewsItem,
  type NewsPayload,
} from '../api/news-admin-api';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { NewsFormDialog } from './news-form-dialog';
import { NewsItemCard } from './news-item-card';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';

const time = (item: AdminNewsItem) => new Date(item.published_date).getTime() || 0;

/** The 'News' tab: every item, drafts included, newest first, kept current over the socket. */
export function NewsTab() {
  const { data, isLoading, error } = useGetAdminNewsQuery();
  const [createNews, creating] = useCreateNewsMutation();
  const [updateNews, updating] = useUpdateNewsMutation();
  const [deleteNews, deleting] = useDeleteNewsMutation();
  const [editing, setEditing] = useState<AdminNewsItem | 'new' | null>(null);
  const [removing, setRemoving] = useState<AdminNewsItem | null>(null);
  const notice = useAdminNotice();
  const { t } = useLingui();

  // The server sends them newest first; sorting again keeps that true whatever order a refetch returns.
  const items = useMemo(() => [...(data ?? [])].sort((a, b) => time(b) - time(a) || b.id - a.id), [data]);
  const itemCount = items.length;

  async function save(payload: NewsPayload): Promise<boolean> {
    if (editing === null) return false;
    try {
      if (editing === 'new') {
        const created = await createNews(payload).unwrap();
        const title = created.title;
        notice.succeed(created.status === 'published' ? t`''${title}'' published.` : t`''${title}'' saved as a draft.`);
      } else {
        const updated = await updateNews({ id: editing.id, ...payload }).unwrap();
        const title = updated.title;
        notice.succeed(t`''${title}'' updated.`);
      }
      return true;
    } catch (err) {
      notice.fail(editing === 'new' ? t`Failed to publish news` : t`Failed to update news`, err);
      return false;
    }
  }

  async function remove(item: AdminNewsItem) {
    try {
      await deleteNews(item.id).unwrap();
      const title = item.title;
      notice.succeed(t`''${title}'' deleted.`);
    } catch (err) {
      notice.fail(t`Failed to delete news`, err);
    } finally {
      setRemoving(null);
    }
  }

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5" component="h2">
          <Trans>News</Trans>
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          <Trans>Add News</Trans>
        </Button>
      </Stack>
      {isLoading ? (
        <PageSpinner label={t`Loading news`} />
      ) : error && !data ? (
        <Alert severity="error">{errorMessage(error, t`Failed to load news.`)}</Alert>
      ) : items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <Typography variant="h6" component="p" gutterBottom>
            <Trans>No news items yet</Trans>
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            <Trans>Add the first announcement, update or highlight to share it with attendees.</Trans>
          </Typography>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            <Trans>Add your first news item</Trans>
          </Button>
        </Paper>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {plural(itemCount, { one: '# item, newest first. Dates are Vienna time.', other: '# items, newest first. Dates are Vienna time.' })}
          </Typography>
          {items.map((item) => (
            <NewsItemCard key={item.id} item={item} onEdit={setEditing} onDelete={setRemoving} />
          ))}
        </>
      )}
      {editing !== null && (
        <NewsFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          item={editing === 'new' ? null : editing}
          saving={creating.isLoading || updating.isLoading}
          onClose={() => setEditing(null)}
          onSave={save}
          notice={notice.element}
        />
      )}
      {removing && (
        <ConfirmDeleteDialog
          what={t`news item`}
          name={`'${removing.title}'`}
          consequence={t`It will be removed from the website.`}
          busy={deleting.isLoading}
          onCancel={() => setRemoving(null)}
          onConfirm={() => void remove(removing)}
        />
      )}
      {editing === null && notice.element}
    </Stack>
  );
}
