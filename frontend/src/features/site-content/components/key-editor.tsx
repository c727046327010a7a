import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { errorDetail } from '@/lib/api-errors';
import type { useAdminNotice } from '@/components/admin/admin-notice';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSaveSiteContentMutation, type ContentLanguage, type SiteContentKey } from '../api/site-content-admin-api';
import type { FormSchema } from './form-schema';
import { pathKey } from './form-schema';
import { SchemaField } from './schema-field';

interface Props {
  contentKey: SiteContentKey;
  language: ContentLanguage;
  schema: FormSchema;
  /** The key's value as the server has it in this language (English where none is stored in it). */
  stored: unknown;
  page: string;
  /** What the key's value is called in its form (a list's entries are numbered after it). */
  label: string;
  notice: ReturnType<typeof useAdminNotice>;
}

/** One content key's form: edited as a draft, saved in the chosen language; the server's refusals sit at their fields. */
export function KeyEditor({ contentKey, language, schema, stored, page, label, notice }: Props) {
  const [draft, setDraft] = useState<{ from: unknown; value: unknown } | null>(null);
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const [save, { isLoading: saving }] = useSaveSiteContentMutation();
  const [previewing, setPreviewing] = useState(false);
  const { t } = useLingui();
  // An untouched form follows the stored value (another organiser's save arrives by push).
  const value = draft ? draft.value : stored;
  const changed = draft !== null && JSON.stringify(draft.value) !== JSON.stringify(stored);
  const stale = draft !== null && JSON.stringify(draft.from) !== JSON.stringify(stored);
  const pagePath = language === 'en' ? page : `/de${page === '/' ? '' : page}`;
  const unplaced = [...errors.entries()].filter(([path]) => path === '').map(([, msg]) => msg);

  async function run(body: { value: unknown; language: ContentLanguage }, done: string) {
    setErrors(new Map());
    try {
      await save({ key: contentKey, ...body }).unwrap();
      setDraft(null);
      notice.succeed(done);
    } catch (error) {
      const detail = errorDetail(error);
      if (Array.isArray(detail)) {
        setErrors(new Map(detail.map((d) => [pathKey(d.loc.slice(2)), d.msg] as const)));
      } else notice.fail(t`Failed to save the site text`, error);
    }
  }

  return (
    <Stack spacing={2}>
      {stale && (
        <Alert severity="warning">
          <Trans>Someone else saved this meanwhile. Saving yours replaces theirs; Undo changes shows theirs.</Trans>
        </Alert>
      )}
      <SchemaField
        schema={schema}
        value={value}
        onChange={(next) => setDraft({ from: draft?.from ?? stored, value: next })}
        path={[]}
        label={label}
        errors={errors}
        bare
      />
      {unplaced.map((msg) => (
        <Alert key={msg} severity="error">
          {msg}
        </Alert>
      ))}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        <Button variant="contained" disabled={!changed || saving} onClick={() => void run({ value, language }, t`Saved: open pages show it now.`)}>
          <Trans>Save</Trans>
        </Button>
        <Button disabled={!draft} onClick={() => (setDraft(null), setErrors(new Map()))}>
          <Trans>Undo changes</Trans>
        </Button>
        {language !== 'en' && (
          <Button onClick={() => void run({ value: null, language }, t`This text now reads the English one.`)}>
            <Trans>Use the English text</Trans>
          </Button>
        )}
        <Button onClick={() => setPreviewing(!previewing)} aria-expanded={previewing}>
          {previewing ? <Trans>Hide the page</Trans> : <Trans>Show the page here</Trans>}
        </Button>
        <Link href={pagePath} target="_blank" rel="noopener">
          <Trans>Open the page</Trans>
        </Link>
      </Stack>
      {/* The page as visitors see it: it follows every save at once, as open pages do. */}
      {previewing && (
        <Box
          component="iframe"
          src={pagePath}
          title={t`The page ${pagePath} as visitors see it`}
          data-testid="site-preview"
          sx={{ width: '100%', height: 560, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.default' }}
        />
      )}
    </Stack>
  );
}
