import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Chip from '@mui/material/Chip';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { CONTENT_LANGUAGES, type ContentLanguage, type FormTranslations } from './translations';

export interface TranslatedFieldSpec<F extends string> {
  key: F;
  label: MessageDescriptor;
  maxLength: number;
  /** Set for a multi-line field: the rows it shows at first. */
  rows?: number;
}

interface Props<F extends string> {
  /** Prefix of the fields' ids and names ('news' → news-de-title). */
  idPrefix: string;
  fields: readonly TranslatedFieldSpec<F>[];
  values: FormTranslations<F>;
  onChange: (language: ContentLanguage, key: F, value: string) => void;
}

/**
 * A console dialog's texts in the other languages, one outlined section per language below the English fields. A
 * text left empty falls back to English on the site; the section says so.
 */
export function TranslationFields<F extends string>({ idPrefix, fields, values, onChange }: Props<F>) {
  const { i18n, t } = useLingui();
  return CONTENT_LANGUAGES.map(({ code, name }) => {
    const language = i18n._(name);
    return (
      <Paper key={code} variant="outlined" component="fieldset" sx={{ p: 2, m: 0 }} lang={code}>
        <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
          <Trans>In {language}</Trans>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          <Trans>Left empty, the site shows the English text to {language}-speaking visitors.</Trans>
        </Typography>
        <Stack spacing={2}>
          {fields.map(({ key, label, maxLength, rows }) => {
            const field = i18n._(label);
            return (
              <TextField
                key={key}
                id={`${idPrefix}-${code}-${key}`}
                name={`${code}.${key}`}
                label={t`${field} (${language})`}
                value={values[code][key]}
                onChange={(e) => onChange(code, key, e.target.value)}
                multiline={Boolean(rows)}
                minRows={rows}
                fullWidth
                slotProps={{ htmlInput: { maxLength, lang: code } }}
              />
            );
          })}
        </Stack>
      </Paper>
    );
  });
}

/** The texts a record still lacks in a language, marked in the console's lists. */
export function MissingTranslations({ missing }: { missing: readonly string[] | undefined }) {
  const { i18n } = useLingui();
  return (missing ?? [])
    .map((code) => CONTENT_LANGUAGES.find((l) => l.code === code))
    .filter((l) => l !== undefined)
    .map(({ code, name }) => {
      const language = i18n._(name);
      // Amber on white, dark enough to read (MUI's warning colour is too light for text).
      return <Chip key={code} size="small" variant="outlined" label={<Trans>{language} missing</Trans>} sx={{ color: '#7a4100', borderColor: '#b26a00' }} />;
    });
}
