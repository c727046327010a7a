import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { PageSpinner } from '@/components/page-spinner';
import { useAdminNotice } from '@/components/admin/admin-notice';
import { errorMessage } from '@/lib/api-errors';
import { Trans, useLingui } from '@lingui/react/macro';
import { useGetAdminSiteContentQuery, useGetSiteContentSchemaQuery, type ContentLanguage, type SiteContentKey } from '../api/site-content-admin-api';
import { humanize, type FormSchema } from './form-schema';
import { KEYS } from './field-labels';
import { KeyEditor } from './key-editor';

const PRODUCT_PLACEHOLDER = '{product}';

/**
 * The Site tab: every text and list the public site shows, in English and German, each in a form drawn from the
 * content's schema. A save reaches open pages at once (the content push); the server checks every value.
 */
export function SiteTab() {
  const [language, setLanguage] = useState<ContentLanguage>('en');
  const [open, setOpen] = useState<string | false>(false);
  const content = useGetAdminSiteContentQuery(language);
  const schema = useGetSiteContentSchemaQuery();
  const notice = useAdminNotice();
  const { t, i18n } = useLingui();
  const stored = content.data;
  const placeholder = PRODUCT_PLACEHOLDER;
  const properties = (schema.data as FormSchema | undefined)?.properties ?? {};
  const titleOf = (key: string) => (KEYS[key] ? i18n._(KEYS[key].title) : humanize(key));
  const keys = [...Object.keys(KEYS).filter((k) => k in properties), ...Object.keys(properties).filter((k) => !(k in KEYS))] as SiteContentKey[];

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h2">
          <Trans>Site</Trans>
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={language}
          aria-label={t`Language of the texts`}
          onChange={(_e, next: ContentLanguage | null) => next && setLanguage(next)}
          sx={{ '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.primary' } }}
        >
          <ToggleButton value="en">
            <Trans>English</Trans>
          </ToggleButton>
          <ToggleButton value="de">
            <Trans>German</Trans>
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {language === 'en' ? (
          <Trans>What the site says, key by key. {placeholder} is replaced by the event's name.</Trans>
        ) : (
          <Trans>The German site's texts: a text saved here is shown to German readers; any other reads the English one.</Trans>
        )}
      </Typography>
      {content.isLoading || schema.isLoading ? (
        <PageSpinner label={t`Loading the site's texts`} />
      ) : !stored || !schema.data ? (
        <Alert severity="error">{errorMessage(content.error ?? schema.error, t`Failed to load the site's texts.`)}</Alert>
      ) : (
        <div>
          {keys.map((key) => (
            <Accordion
              key={key}
              disableGutters
              variant="outlined"
              expanded={open === key}
              onChange={(_e, expanded) => setOpen(expanded ? key : false)}
              slotProps={{ transition: { unmountOnExit: true } }}
            >
              <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`site-${key}-content`} id={`site-${key}-header`}>
                <Typography sx={{ fontWeight: 600 }}>{titleOf(key)}</Typography>
              </AccordionSummary>
              <AccordionDetails id={`site-${key}-content`}>
                <KeyEditor
                  key={language}
                  contentKey={key}
                  language={language}
                  schema={properties[key]}
                  stored={stored[key]}
                  page={KEYS[key]?.page ?? '/'}
                  label={KEYS[key]?.entries ? i18n._(KEYS[key].entries) : titleOf(key)}
                  notice={notice}
                />
              </AccordionDetails>
            </Accordion>
          ))}
        </div>
      )}
      {notice.element}
    </Stack>
  );
}
