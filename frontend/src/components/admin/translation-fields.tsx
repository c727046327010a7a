import type { ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
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

interface SectionProps {
  /** Prefix of the section's ids ('news' → news-de-translation). */
  idPrefix: string;
  code: ContentLanguage;
  /** Whether any text is entered in this language: the section starts open then. */
  filled: boolean;
  /** Written to people (a mail) rather than shown on the site: the hint says who reads the English text. */
  forPeople?: boolean;
  children: ReactNode;
}

/**
 * A console dialog's texts in one other language, in a section below the English fields: open when the record has
 * texts in it, else closed until the organiser opens it. A text left empty falls back to English on the site.
 */
export function TranslationSection({ idPrefix, code, filled, forPeople = false, children }: SectionProps) {
  const { i18n } = useLingui();
  const name = CONTENT_LANGUAGES.find((l) => l.code === code)!.name;
  const language = i18n._(name);
  const id = `${idPrefix}-${code}-translation`;
  return (
    <Accordion variant="outlined" disableGutters defaultExpanded={filled} slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-content`} id={`${id}-header`}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="span" variant="subtitle2">
            <Trans>In {language}</Trans>
          </Typography>
          {!filled && <MissingChip language={language} />}
        </Stack>
      </AccordionSummary>
      {/* The region around the details has the id the summary controls (MUI's Accordion): a second one would repeat it. */}
      <AccordionDetails lang={code}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {forPeople ? (
            <Trans>Left empty, people whose account is in {language} receive the English text.</Trans>
          ) : (
            <Trans>Left empty, the site shows the English text to {language}-speaking visitors.</Trans>
          )}
        </Typography>
        <Stack spacing={2}>{children}</Stack>
      </AccordionDetails>
    </Accordion>
  );
}

interface Props<F extends string> {
  idPrefix: string;
  fields: readonly TranslatedFieldSpec<F>[];
  values: FormTranslations<F>;
  onChange: (language: ContentLanguage, key: F, value: string) => void;
  forPeople?: boolean;
}

/** The plain text fields of a record in each other language, one section per language. */
export function TranslationFields<F extends string>({ idPrefix, fields, values, onChange, forPeople }: Props<F>) {
  const { i18n, t } = useLingui();
  return CONTENT_LANGUAGES.map(({ code, name }) => {
    const language = i18n._(name);
    const filled = Object.values<string>(values[code]).some((text) => text.trim() !== '');
    return (
      <TranslationSection key={code} idPrefix={idPrefix} code={code} filled={filled} forPeople={forPeople}>
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
      </TranslationSection>
    );
  });
}

function MissingChip({ language }: { language: string }) {
  // Amber on white, dark enough to read (MUI's warning colour is too light for text).
  return <Chip size="small" variant="outlined" label={<Trans>{language} missing</Trans>} sx={{ color: '#7a4100', borderColor: '#b26a00' }} />;
}

/** The texts a record still lacks in a language, marked in the console's lists. */
export function MissingTranslations({ missing }: { missing: readonly string[] | undefined }) {
  const { i18n } = useLingui();
  return (missing ?? [])
    .map((code) => CONTENT_LANGUAGES.find((l) => l.code === code))
    .filter((l) => l !== undefined)
    .map(({ code, name }) => <MissingChip key={code} language={i18n._(name)} />);
}
