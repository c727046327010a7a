import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import type { ConferenceSession } from '@/types/api';
import type { MailingAudience } from '../api/mailings-admin-api';
import { MailingAudienceFields } from './mailing-audience-fields';

function session(id: number, title: string, signupRequired: boolean): ConferenceSession {
  const start = '2025-11-17T08:00:00.000Z';
  return {
    ...{ id, title, description: '', date: '2025-11-17', time: '08:00', startTime: start, endTime: '2025-11-17T09:00:00.000Z', duration: 60 },
    ...{ room: 'Lab', track: 'Main', type: 'workshop', status: 'scheduled', language: 'en', capacity: 20, version: 1, speakers: [] },
    recording_url: null,
    do_not_record: false,
    recording_optout: false,
    stream_url: null,
    on_map: false,
    signup_required: signupRequired,
    seats: signupRequired ? { capacity: 20, taken: 3, waitlist: 0 } : null,
  };
}

function Fields({ seen }: { seen: (audience: MailingAudience) => void }) {
  const [audience, setAudience] = useState<MailingAudience>({ group: 'unconfirmed' });
  return (
    <MailingAudienceFields
      audience={audience}
      onChange={(next) => {
        seen(next);
        setAudience(next);
      }}
    />
  );
}

describe("A mailing's audience", () => {
  it('can be the people signed up for chosen sessions that need sign-up: with a seat, waiting, or both', async () => {
    stubFetch({ 'GET /public/sessions': { body: { sessions: [session(1, 'Keynote', false), session(2, 'Annotation workshop', true)] } } });
    const seen = vi.fn();
    const { user } = renderWithApp(<Fields seen={seen} />);
    await user.click(screen.getByRole('combobox', { name: 'Write to' }));
    await user.click(screen.getByRole('option', { name: 'People signed up for chosen sessions' }));
    expect(seen).toHaveBeenLastCalledWith({ group: 'signups' });

    await user.click(screen.getByRole('combobox', { name: 'Sessions' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([expect.stringMatching(/^Annotation workshop \(/)]);
    await user.click(options[0]);
    expect(seen).toHaveBeenLastCalledWith({ group: 'signups', session_ids: [2] });

    const who = screen.getByRole('combobox', { name: 'Who of them' });
    expect(who.textContent).toBe('With a seat and waiting');
    await user.click(who);
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Waiting' }));
    expect(seen).toHaveBeenLastCalledWith({ group: 'signups', session_ids: [2], signup_statuses: ['waitlisted'] });
  });
});
