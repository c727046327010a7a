// The accessibility statement (issue 49), after the EU model statement (Commission Implementing Decision 2018/1523):
// conformance status, what is not accessible and why, how and when it was reviewed, feedback, and the enforcement
// procedure. Its gaps are the audit's (known-gaps.json, kept in line by frontend/e2e/wcag-audit.spec.ts).
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { config } from '@/lib/config';
import { LOCALES, isLocale } from '@/lib/i18n/locales';
import { useGetSiteContentQuery } from '@/lib/public/public-api';
import { Trans, useLingui } from '@lingui/react/macro';
import { conformance, inLanguage, KNOWN_GAPS } from '../known-gaps';
import { BarrierReportForm } from './barrier-report-form';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 5, maxWidth: 820 }}>
      <Typography id={id} variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function AccessibilityStatementPage() {
  const { t, i18n } = useLingui();
  const { data: content } = useGetSiteContentQuery();
  const locale = i18n.locale;
  const product = config.productName;
  // A fixed time zone: the server's render and the browser's must say the same day.
  const reviewed = new Intl.DateTimeFormat(LOCALES[isLocale(locale) ? locale : 'en'].intl, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${KNOWN_GAPS.reviewed_on}T12:00:00Z`),
  );
  const partial = conformance(KNOWN_GAPS) === 'partial';
  const enforcement = content?.accessibility;
  const contactEmail = content?.contact_email;

  return (
    <PageContainer>
      <PageHeader
        title={t`Accessibility statement`}
        subtitle={t`The organisers of ${product} want everyone to be able to use this website. This statement says how far it meets the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, the standard the EU's Web Accessibility Directive asks of public bodies' sites.`}
      />
      <Section id="a11y-status" title={t`Compliance status`}>
        <Typography data-testid="a11y-conformance">
          {partial
            ? t`This website is partially conformant with WCAG 2.2 level AA: the content listed below is not yet accessible, or has not yet been checked.`
            : t`This website is fully conformant with WCAG 2.2 level AA.`}
        </Typography>
      </Section>
      <Section id="a11y-gaps" title={t`Non-accessible content`}>
        <Typography variant="h6" component="h3" gutterBottom>
          <Trans>Failures found by the audit</Trans>
        </Typography>
        {KNOWN_GAPS.violations.length ? (
          <ul data-testid="a11y-violations">
            {KNOWN_GAPS.violations.map((gap) => {
              const [what, why, criterion, pages] = [inLanguage(gap.description, locale), inLanguage(gap.reason, locale), gap.criterion, gap.pages.join(', ')];
              return <li key={gap.rule}>{t`${what} (WCAG ${criterion}; on ${pages}). Not yet fixed because: ${why}`}</li>;
            })}
          </ul>
        ) : (
          <Typography data-testid="a11y-violations" sx={{ mb: 2 }}>
            <Trans>The automated audit finds no failure of WCAG 2.2 AA on the pages it checks.</Trans>
          </Typography>
        )}
        <Typography variant="h6" component="h3" gutterBottom>
          <Trans>Not yet checked</Trans>
        </Typography>
        <ul data-testid="a11y-not-checked">
          {KNOWN_GAPS.not_checked.map((gap) => (
            <li key={gap.criteria + gap.area.en}>
              <strong>{inLanguage(gap.area, locale)}</strong> (WCAG {gap.criteria}): {inLanguage(gap.description, locale)}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="a11y-review" title={t`Preparation of this statement`}>
        <Typography sx={{ mb: 2 }}>
          <Trans>This statement was last reviewed on {reviewed}.</Trans>
        </Typography>
        <Typography>
          <Trans>
            Method: a self-assessment. Every build of the site runs axe with its WCAG 2.0, 2.1 and 2.2 level A and AA rules on each public page, at phone (390
            pixels) and desktop (1280 pixels) width, in English and German, on the signed-in areas, and on dialogs, menus and forms showing their errors; the
            list above is that audit's result, and the build fails when the two differ. The build also walks the main tasks with the keyboard alone, checks that
            every page reflows at 320 pixels and bears wider text spacing, and checks what screen readers are told of the programme and the organisers'
            calendar.
          </Trans>
        </Typography>
      </Section>
      <Section id="a11y-feedback" title={t`Feedback and contact`}>
        <Typography sx={{ mb: 2 }}>
          <Trans>If you meet a barrier on this website, or need content in an accessible form, tell us with the form below. We answer every report.</Trans>
          {contactEmail && (
            <>
              {' '}
              <Trans>
                You can also write to{' '}
                <Link href={`mailto:${contactEmail}`} underline="always">
                  {contactEmail}
                </Link>
                .
              </Trans>
            </>
          )}
        </Typography>
        <BarrierReportForm />
      </Section>
      <Section id="a11y-enforcement" title={t`Enforcement procedure`}>
        <Typography data-testid="a11y-enforcement">
          <Trans>If our answer to your report does not satisfy you, you can turn to:</Trans>{' '}
          {enforcement && (
            <Link href={enforcement.enforcement_url} rel="noopener" underline="always">
              {enforcement.enforcement_body}
            </Link>
          )}
        </Typography>
      </Section>
    </PageContainer>
  );
}
