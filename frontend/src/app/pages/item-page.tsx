// The frame of a session's, speaker's or article's own page (issue 30): the way back to its list, and what shows
// while the list loads, when loading failed, and when the address names nothing (the not-found page; the server
// answers that address with 404).
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { PageContainer } from '@/components/page-container';
import { PageSpinner } from '@/components/page-spinner';
import { NotFoundPage } from '@/app/routes/not-found-page';
import type { Found } from '@/lib/public/items';
import { useLingui } from '@lingui/react/macro';

interface ItemPageProps<T> {
  found: Found<T>;
  /** The list it belongs to, and its name ('All sessions'). */
  back: { to: string; label: string };
  loadingLabel: string;
  children: (item: T) => ReactNode;
}

export function ItemPage<T>({ found, back, loadingLabel, children }: ItemPageProps<T>) {
  const { t } = useLingui();
  if (found.item) {
    return (
      <PageContainer>
        <Button component={RouterLink} to={back.to} startIcon={<ArrowBackIcon aria-hidden />} sx={{ mb: 2, ml: -1 }}>
          {back.label}
        </Button>
        <article>{children(found.item)}</article>
      </PageContainer>
    );
  }
  if (found.isLoading) return <PageSpinner label={loadingLabel} />;
  if (found.error) {
    return (
      <PageContainer>
        <Alert severity="error">{t`This page could not be loaded. Check your connection and try again.`}</Alert>
      </PageContainer>
    );
  }
  return <NotFoundPage />;
}
