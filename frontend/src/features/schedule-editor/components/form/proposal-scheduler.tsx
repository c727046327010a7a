import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SESSION_TYPES, type SessionPayload, type SessionType } from '../../api/schedule-admin-api';
import { useGetSubmissionsQuery, type Proposal } from '@/lib/admin/cfp-admin-api';
import { useAdminNotice } from '@/components/admin/admin-notice';
import { SessionFormDialog } from './session-form-dialog';
import { useLingui } from '@lingui/react/macro';

const PARAM = 'proposal';
const SCHEDULABLE = new Set(['accepted', 'approved_unscheduled']);

/** A proposal's talk, workshop or panel keeps its type; the call for papers' own categories become talks. */
function sessionType(presentationType: string): SessionType {
  const type = presentationType.toLowerCase() as SessionType;
  return SESSION_TYPES.includes(type) ? type : 'talk';
}

function prefill(proposal: Proposal): Partial<SessionPayload> {
  return { title: proposal.title, description: proposal.abstract, type: sessionType(proposal.presentation_type), proposal_id: proposal.id };
}

/**
 * 'Schedule Session' on the Call for Speakers tab opens /admin?tab=schedule&proposal=<id>: this opens the session
 * form prefilled from that proposal, and takes the parameter away again when the form closes. Render it once inside
 * the Schedule tab.
 */
export function ProposalScheduler() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(PARAM);
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const { data: proposals, isError } = useGetSubmissionsQuery(undefined, { skip: raw === null });
  // The proposal is checked once, when the form opens: saving it changes its status (and the list refetches, maybe
  // before the save's own answer arrives), which must not close the form as if the link were bad.
  const [opened, setOpened] = useState<Proposal | null>(null);
  const waiting = raw !== null && opened?.id !== id;
  const proposal = waiting && id !== null ? proposals?.find((p) => p.id === id) : undefined;
  const schedulable = proposal && SCHEDULABLE.has(proposal.status) && !proposal.scheduled_time;
  if (proposal && schedulable) setOpened(proposal);
  // Forgotten only once the address has dropped the parameter (a navigation may land after this state would).
  if (raw === null && opened) setOpened(null);
  const notice = useAdminNotice();
  const { fail } = notice;
  const { t } = useLingui();

  const dropParam = useCallback(
    () =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete(PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const done = dropParam;

  // A link to a proposal that is unknown, or no longer waiting for a slot, is explained and dropped.
  const proposalTitle = proposal?.title;
  const problem = !waiting
    ? null
    : id === null
      ? t`not a proposal number`
      : isError
        ? t`the submissions could not be loaded`
        : proposals && !proposal
          ? t`there is no proposal ${id}`
          : proposal && !schedulable
            ? t`''${proposalTitle}'' is not an accepted proposal waiting for a slot`
            : null;
  useEffect(() => {
    if (!problem) return;
    fail(t`Cannot schedule the proposal`, { status: 400, data: { detail: problem } });
    dropParam();
  }, [problem, fail, dropParam, t]);

  return (
    <>
      {opened && opened.id === id && (
        <SessionFormDialog
          key={opened.id}
          initial={prefill(opened)}
          onClose={done}
          onSaved={(session) => {
            const title = session.title;
            notice.succeed(t`''${title}'' scheduled.`);
            done();
          }}
        />
      )}
      {notice.element}
    </>
  );
}
