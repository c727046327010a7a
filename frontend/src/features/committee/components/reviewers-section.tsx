import { useEffect, useRef, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import { ScrollRegion } from '@/components/admin/scroll-region';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useGetAdminUsersQuery, type AdminUser } from '@/lib/admin/users-admin-api';
import { useGetReviewersQuery, useUpdateReviewerMutation, type Reviewer } from '../api/committee-admin-api';
import type { useAdminNotice } from '@/components/admin/admin-notice';
import { CommitteeSection } from './section';
import { Trans, useLingui } from '@lingui/react/macro';

type Notice = ReturnType<typeof useAdminNotice>;

/** The organisation is saved when the field loses focus, if it changed. */
function OrganisationField({ reviewer, notice }: { reviewer: Reviewer; notice: Notice }) {
  const [value, setValue] = useState(reviewer.organization);
  const [update] = useUpdateReviewerMutation();
  const { t } = useLingui();
  const name = reviewer.full_name;
  async function save() {
    if (value.trim() === reviewer.organization) return;
    try {
      await update({ id: reviewer.id, organization: value.trim() }).unwrap();
      notice.succeed(t`Organisation of ${name} saved.`);
    } catch (error) {
      notice.fail(t`Failed to save organisation`, error);
    }
  }
  return (
    <TextField
      size="small"
      value={value}
      onChange={(e) => setValue(e.target.value)}
      onBlur={() => void save()}
      onKeyDown={(e) => e.key === 'Enter' && void save()}
      slotProps={{ htmlInput: { 'aria-label': t`Organisation of ${name}`, maxLength: 200 } }}
    />
  );
}

/**
 * Where the focus goes once Remove took a reviewer's row away, and the button with it (the focus would fall to the
 * page, WCAG 2.4.3): the Remove of the row that took its place, else of the last row, else the picker.
 */
function focusAfterRemoval(section: HTMLElement | null, index: number) {
  const removes = [...(section?.querySelectorAll<HTMLElement>('[data-testid="reviewer-row"] button') ?? [])];
  (removes[Math.min(index, removes.length - 1)] ?? section?.querySelector<HTMLElement>('input'))?.focus();
}

/** The programme committee: each reviewer's progress, their organisation (conflicts are judged by it), add and remove. */
export function ReviewersSection({ notice }: { notice: Notice }) {
  const { data: reviewers = [] } = useGetReviewersQuery();
  const { data: users = [] } = useGetAdminUsersQuery();
  const [update, { isLoading }] = useUpdateReviewerMutation();
  const [picked, setPicked] = useState<AdminUser | null>(null);
  const active = reviewers.filter((r) => r.is_reviewer);
  const candidates = users.filter((u) => !active.some((r) => r.id === u.id));
  const { t } = useLingui();
  const adding = useRef<HTMLDivElement>(null);
  /** The reviewer being removed and their row's place, until the row is gone (focusAfterRemoval). */
  const removed = useRef<{ id: number; index: number } | null>(null);
  useEffect(() => {
    const from = removed.current;
    if (!from || reviewers.some((r) => r.id === from.id && r.is_reviewer)) return;
    removed.current = null;
    if (document.activeElement === null || document.activeElement === document.body) focusAfterRemoval(adding.current?.closest('section') ?? null, from.index);
  }, [reviewers]);

  async function setReviewer(id: number, name: string, is_reviewer: boolean) {
    // Noted before the answer: the list may lose the row (the socket's push) before the request returns.
    if (!is_reviewer) removed.current = { id, index: active.findIndex((r) => r.id === id) };
    try {
      await update({ id, is_reviewer }).unwrap();
      notice.succeed(is_reviewer ? t`${name} is now a reviewer.` : t`${name} is no longer a reviewer.`);
      if (is_reviewer) {
        // Add reviewer turns disabled while it saves and stays so with the picker emptied: the focus it dropped to the
        // page goes back to the picker, for the next.
        const lost = document.activeElement === null || document.activeElement === document.body;
        if (lost || adding.current?.contains(document.activeElement)) adding.current?.querySelector('input')?.focus();
        setPicked(null);
      }
    } catch (error) {
      removed.current = null;
      notice.fail(is_reviewer ? t`Failed to add reviewer` : t`Failed to remove reviewer`, error);
    }
  }

  return (
    <CommitteeSection id="committee-reviewers" title={t`Reviewers`}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }} ref={adding}>
        <Autocomplete
          options={candidates}
          value={picked}
          onChange={(_e, user) => setPicked(user)}
          getOptionLabel={(u) => `${u.full_name} (${u.email})`}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          // A minimum beside the button only: stacked on a phone it takes the width there is (it ran 33 px past a 320 px screen).
          sx={{ minWidth: { sm: 320 }, flex: 1 }}
          // The label above the field from the start, where it has a third more room: inside the empty field it was cut
          // off on a phone with wider text spacing (WCAG 1.4.12).
          renderInput={(params) => (
            <TextField
              {...params}
              size="small"
              label={t`User to add as reviewer`}
              slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps.inputLabel, shrink: true } }}
            />
          )}
        />
        <Button variant="contained" disabled={!picked || isLoading} onClick={() => picked && void setReviewer(picked.id, picked.full_name, true)}>
          <Trans>Add reviewer</Trans>
        </Button>
      </Stack>
      {!active.length ? (
        <Typography color="text.secondary">
          <Trans>No reviewers yet.</Trans>
        </Typography>
      ) : (
        <ScrollRegion label={t`Reviewers`}>
          <Table size="small" aria-label={t`Reviewers`}>
            <TableHead>
              <TableRow>
                <TableCell>
                  <Trans>Name</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Email</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Organisation</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Progress</Trans>
                </TableCell>
                <TableCell align="right">
                  <Trans>Actions</Trans>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {active.map((r) => {
                const name = r.full_name;
                const reviewed = r.reviewed;
                const assigned = r.assigned;
                return (
                  <TableRow key={r.id} data-testid="reviewer-row">
                    <TableCell>{r.full_name}</TableCell>
                    <TableCell>{r.email}</TableCell>
                    <TableCell>
                      <OrganisationField key={r.organization} reviewer={r} notice={notice} />
                    </TableCell>
                    <TableCell>
                      <Trans>
                        {reviewed} reviewed · {assigned} to go
                      </Trans>
                    </TableCell>
                    <TableCell align="right">
                      <Button color="error" size="small" onClick={() => void setReviewer(r.id, r.full_name, false)} aria-label={t`Remove ${name}`}>
                        <Trans>Remove</Trans>
                      </Button>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
    </CommitteeSection>
  );
}
