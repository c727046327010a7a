import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import MailIcon from '@mui/icons-material/MailOutlined';
import { PageSpinner } from '@/components/page-spinner';
import { errorMessage } from '@/lib/api-errors';
import { useAdminNotice } from '@/components/admin/admin-notice';
import { useGetSubmissionsQuery, useReviewSubmissionMutation, type Proposal, type ReviewDecision } from '@/lib/admin/cfp-admin-api';
import { ReviewDialog } from './review-dialog';
import { SubmissionCard } from './submission-card';
import { MailingDialog } from './mailing-dialog';
import { MailingProgressBar } from './mailing-progress';
import { BLANK_MAILING, CONFIRMATION_REMINDER, type MailingDraft } from './mailing-drafts';
import type { Mailing, MailingAudience } from '../api/mailings-admin-api';
import { Plural, Trans, useLingui } from '@lingui/react/macro';

/** Accepted (or scheduled) and not confirmed by the speaker yet: who a confirmation reminder reaches. */
const CONFIRMABLE: readonly string[] = ['accepted', 'approved_unscheduled', 'approved_scheduled', 'scheduled'];
const unconfirmed = (p: Proposal) => CONFIRMABLE.includes(p.status) && !p.confirmed_at;

/**
 * Where the focus goes once a decision took the card's Accept and Reject away (the focus, back on the button that
 * asked, would fall to the page, WCAG 2.4.3): the card's own next action (Schedule Session), else the next card's
 * first action, else the previous card's, else the tab's first button.
 */
function focusAfterDecision(tab: HTMLElement | null, id: number) {
  const cards = [...(tab?.querySelectorAll<HTMLElement>('[data-testid="submission"]') ?? [])];
  const at = cards.findIndex((card) => card.getAttribute('aria-labelledby') === `submission-${id}`);
  const firstAction = (card: HTMLElement | undefined) => card?.querySelector<HTMLElement>('.MuiCardActions-root button:not(:disabled)');
  const next = [...cards.slice(at), ...cards.slice(0, Math.max(at, 0)).reverse()].map(firstAction).find(Boolean);
  (next ?? tab?.querySelector<HTMLElement>('button:not(:disabled)'))?.focus();
}

/**
 * The 'Call for Speakers' tab: every submission, newest first, kept current over the socket. 'Schedule Session' opens
 * the Schedule tab with the session form prefilled from the proposal. Organisers write to groups of speakers from
 * here, and remind those who have not confirmed in one click.
 */
export function CfpReviewTab() {
  const { data, isLoading, isFetching, error, refetch } = useGetSubmissionsQuery();
  const [review] = useReviewSubmissionMutation();
  const [reviewing, setReviewing] = useState<{ proposal: Proposal; decision: ReviewDecision } | null>(null);
  const notice = useAdminNotice();
  const navigate = useNavigate();
  const { t } = useLingui();
  const count = data?.length ?? 0;
  const waiting = data?.filter(unconfirmed).length ?? 0;
  const [writing, setWriting] = useState<{ audience: MailingAudience; draft: MailingDraft } | null>(null);
  const [mailing, setMailing] = useState<Mailing | null>(null);
  const tab = useRef<HTMLDivElement>(null);
  /** The proposal being decided, until the list shows the decision (focusAfterDecision). */
  const decided = useRef<number | null>(null);
  useEffect(() => {
    const id = decided.current;
    if (id === null || reviewing || data?.find((p) => p.id === id)?.status === 'pending') return;
    decided.current = null;
    if (document.activeElement === null || document.activeElement === document.body) focusAfterDecision(tab.current, id);
  }, [data, reviewing]);

  function sent(done: Mailing) {
    setWriting(null);
    setMailing(done);
    const total = done.total;
    notice.succeed(t`Mail to ${total} speaker(s) is on its way.`);
  }

  async function decide(proposal: Proposal, decision: ReviewDecision, notes: string) {
    setReviewing(null);
    // Noted before the answer: the list may show the decision (the socket's push) before the request returns.
    decided.current = proposal.id;
    try {
      await review({ id: proposal.id, status: decision, ...(notes ? { notes } : {}) }).unwrap();
      const title = proposal.title;
      notice.succeed(decision === 'accepted' ? t`''${title}'' accepted.` : t`''${title}'' rejected.`);
    } catch (err) {
      decided.current = null;
      notice.fail(t`Failed to review submission`, err);
    }
  }

  return (
    <Stack spacing={2} ref={tab}>
      {/* On a phone the buttons go under the heading: beside it they ran 24 px past a 320 px screen (WCAG 1.4.10). */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h2">
          <Trans>Call for Speakers</Trans>
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: { sm: 'flex-end' }, rowGap: 1 }}>
          <Button variant="outlined" startIcon={<MailIcon />} onClick={() => setWriting({ audience: { group: 'proposals' }, draft: BLANK_MAILING })}>
            <Trans>Write to speakers</Trans>
          </Button>
          <Button variant="outlined" disabled={!waiting} onClick={() => setWriting({ audience: { group: 'unconfirmed' }, draft: CONFIRMATION_REMINDER })}>
            <Trans>Remind unconfirmed speakers ({waiting})</Trans>
          </Button>
          <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void refetch()} disabled={isFetching}>
            <Trans>Refresh</Trans>
          </Button>
        </Stack>
      </Stack>
      {mailing && <MailingProgressBar key={mailing.id} initial={mailing} />}
      {isLoading ? (
        <PageSpinner label={t`Loading submissions`} />
      ) : error && !data ? (
        <Alert severity="error">{errorMessage(error, t`Failed to load submissions.`)}</Alert>
      ) : !data?.length ? (
        <Typography color="text.secondary">
          <Trans>No submissions yet. Proposals sent through the call for speakers appear here.</Trans>
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            <Plural value={count} one="# submission" other="# submissions" />
          </Typography>
          {data.map((proposal) => (
            <SubmissionCard
              key={proposal.id}
              proposal={proposal}
              onReview={(p, decision) => setReviewing({ proposal: p, decision })}
              onSchedule={(p) => navigate(`/admin?tab=schedule&proposal=${p.id}`)}
            />
          ))}
        </>
      )}
      {reviewing && (
        <ReviewDialog
          proposal={reviewing.proposal}
          decision={reviewing.decision}
          onCancel={() => setReviewing(null)}
          onConfirm={(notes) => void decide(reviewing.proposal, reviewing.decision, notes)}
        />
      )}
      {writing && <MailingDialog audience={writing.audience} draft={writing.draft} onClose={() => setWriting(null)} onSent={sent} />}
      {notice.element}
    </Stack>
  );
}
