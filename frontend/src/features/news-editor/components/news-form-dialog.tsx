import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { NEWS_CATEGORIES, NEWS_STATUSES, type AdminNewsItem, type NewsCategory, type NewsPayload, type NewsStatus } from '../api/news-admin-api';
import { newsFormDefaults, newsValueLabel, newsFormFrom, toNewsPayload, validateNews, type NewsFormValues, type NewsText } from './news-form';
import { CONTENT_LANGUAGES, type ContentLanguage } from '@/components/admin/translations';
import { TranslationSection } from '@/components/admin/translation-fields';
import { RichTextEditor } from './rich-text-editor';
import { Trans, useLingui } from '@lingui/react/macro';

interface Props {
  /** The item to edit; null adds a new one. */
  item: AdminNewsItem | null;
  saving: boolean;
  onClose: () => void;
  /** Resolves true when the server took it; the dialog then closes. */
  onSave: (payload: NewsPayload) => Promise<boolean>;
  /**
   * The tab's snackbar while the dialog is open: the modal hides everything outside it from assistive technology,
   * so a failure announced there would not be heard.
   */
  notice: ReactNode;
}

// The order the form's fields are checked in, so the first wrong one gets the focus.
const FIELD_IDS = { title: 'news-title', content: 'news-content', publishDate: 'news-publish-date', author: 'news-author', category: 'news-category' } as const;

/** Add or edit a news item. Required fields are checked here with a message each, and again by the server. */
export function NewsFormDialog({ item, saving, onClose, onSave, notice }: Props) {
  const [values, setValues] = useState<NewsFormValues>(() => (item ? newsFormFrom(item) : newsFormDefaults()));
  const [checked, setChecked] = useState(false);
  const errors = checked ? validateNews(values) : {};
  const set = <K extends keyof NewsFormValues>(key: K, value: NewsFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const setTranslation = (code: ContentLanguage, key: NewsText, value: string) =>
    setValues((v) => ({ ...v, translations: { ...v.translations, [code]: { ...v.translations[code], [key]: value } } }));

  async function submit() {
    setChecked(true);
    const problems = validateNews(values);
    const first = (Object.keys(FIELD_IDS) as (keyof typeof FIELD_IDS)[]).find((key) => problems[key]);
    if (first) {
      document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    if (await onSave(toNewsPayload(values))) onClose();
  }

  const editing = item !== null;
  const { t, i18n } = useLingui();
  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby="news-dialog-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id="news-dialog-title">{editing ? t`Edit News` : t`Add News`}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              id={FIELD_IDS.title}
              name="title"
              label={t`Title`}
              required
              value={values.title}
              onChange={(e) => set('title', e.target.value)}
              error={Boolean(errors.title)}
              helperText={errors.title}
              fullWidth
              slotProps={{ htmlInput: { maxLength: 300 } }}
            />
            <RichTextEditor
              id={FIELD_IDS.content}
              label={t`Content`}
              required
              initialHtml={item?.content ?? ''}
              onChange={(html) => set('content', html)}
              error={Boolean(errors.content)}
              helperText={errors.content}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                id={FIELD_IDS.publishDate}
                name="publishDate"
                label={t`Publish date (Vienna time)`}
                type="datetime-local"
                required
                value={values.publishDate}
                onChange={(e) => set('publishDate', e.target.value)}
                error={Boolean(errors.publishDate)}
                helperText={errors.publishDate}
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                id={FIELD_IDS.author}
                name="author"
                label={t`Author`}
                required
                value={values.author}
                onChange={(e) => set('author', e.target.value)}
                error={Boolean(errors.author)}
                helperText={errors.author}
                fullWidth
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                id={FIELD_IDS.category}
                name="category"
                label={t`Category`}
                select
                required
                value={values.category}
                onChange={(e) => set('category', e.target.value as NewsCategory)}
                error={Boolean(errors.category)}
                helperText={errors.category}
                fullWidth
              >
                {NEWS_CATEGORIES.map((c) => (
                  <MenuItem key={c} value={c}>
                    {newsValueLabel(c)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                id="news-status"
                name="status"
                label={t`Status`}
                select
                value={values.status}
                onChange={(e) => set('status', e.target.value as NewsStatus)}
                helperText={values.status === 'draft' ? t`Drafts are not shown on the website` : t`Shown on the website from the publish date`}
                fullWidth
              >
                {NEWS_STATUSES.map((s) => (
                  <MenuItem key={s} value={s}>
                    {newsValueLabel(s)}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            {CONTENT_LANGUAGES.map(({ code, name }) => {
              const language = i18n._(name);
              const texts = values.translations[code];
              return (
                <TranslationSection key={code} idPrefix="news" code={code} filled={Boolean(item?.translations?.[code])}>
                  <TextField
                    id={`news-${code}-title`}
                    name={`${code}.title`}
                    label={t`Title (${language})`}
                    value={texts.title}
                    onChange={(e) => setTranslation(code, 'title', e.target.value)}
                    fullWidth
                    slotProps={{ htmlInput: { maxLength: 300, lang: code } }}
                  />
                  <RichTextEditor
                    id={`news-${code}-content`}
                    label={t`Content (${language})`}
                    initialHtml={texts.content}
                    onChange={(html) => setTranslation(code, 'content', html)}
                  />
                </TranslationSection>
              );
            })}
            <FormControlLabel
              control={<Switch name="featured" checked={values.featured} onChange={(e) => set('featured', e.target.checked)} />}
              label={t`Featured`}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {editing ? t`Save Changes` : t`Add News`}
          </Button>
        </DialogActions>
      </form>
      {notice}
    </Dialog>
  );
}
