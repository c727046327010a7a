import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminSpeaker } from '@/test/admin-speaker';
import { stubFetch, type Routes } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import type { Answer } from '@/lib/api-routes';
import type { AdminSession, SessionPayload } from '../../api/schedule-admin-api';
import { session } from '../../model/session.fixture';
import { SessionFormDialog } from './session-form-dialog';

const noClash: Answer<'/api/admin/sessions/conflicts', 'post'> = { conflicts: [], unavailable_speakers: [] };

// 09:00 to 10:00 in Vienna.
const opening = session('09:00', '10:00', 'Plenary Hall', {
  id: 9,
  title: 'Opening keynote',
  description: 'Where language technology stands.',
  type: 'keynote',
  version: 3,
});

function setUp(props: { session?: AdminSession; initial?: Partial<SessionPayload> }, more: Routes = {}) {
  const network = stubFetch({
    'GET /api/admin/speakers': { body: [] },
    'GET /api/admin/sessions': { body: [opening] },
    'GET /api/admin/speakers/availability': { body: [] },
    'GET /api/admin/audit': { body: { entries: [], next_before: null } },
    'POST /api/admin/sessions/conflicts': { body: noClash },
    ...more,
  });
  const onSaved = vi.fn();
  const onClose = vi.fn();
  const view = renderWithApp(<SessionFormDialog {...props} onSaved={onSaved} onClose={onClose} />);
  return { ...view, network, onSaved, onClose, dialog: within(screen.getByRole('dialog')) };
}

// A slot picked on the calendar: 11:00 to 11:30 in Vienna (UTC+1 in March).
const slot = { startTime: '2031-03-11T10:00:00.000Z', endTime: '2031-03-11T10:30:00.000Z' };

describe('The schedule editor’s session dialog', () => {
  it('says what a new session lacks and sends nothing', async () => {
    const { user, network, dialog, onSaved } = setUp({});

    await user.click(dialog.getByRole('button', { name: 'Create Session' }));

    expect(dialog.getByText('Title is required')).toBeTruthy();
    expect(dialog.getByText('Description is required')).toBeTruthy();
    expect(dialog.getByText('Start time is required')).toBeTruthy();
    expect(dialog.getByText('End time is required')).toBeTruthy();
    expect(network.sentTo('POST /api/admin/sessions')).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('refuses an end before the start', async () => {
    const { user, network, dialog } = setUp({ initial: { startTime: slot.endTime, endTime: slot.startTime } });
    await user.type(dialog.getByRole('textbox', { name: 'Title' }), 'Panel');
    await user.type(dialog.getByRole('textbox', { name: 'Description' }), 'Four views.');

    await user.click(dialog.getByRole('button', { name: 'Create Session' }));

    expect(dialog.getByText('End time must be after start time')).toBeTruthy();
    expect(network.sentTo('POST /api/admin/sessions')).toHaveLength(0);
  });

  it('creates a session in a calendar slot: venue times sent as UTC, text trimmed, no room as empty, the language and track chosen', async () => {
    const created = { ...opening, id: 10, title: 'Machine translation in courts', startTime: slot.startTime, endTime: slot.endTime };
    const { user, network, dialog, onSaved } = setUp({ initial: slot }, { 'POST /api/admin/sessions': { status: 201, body: created } });

    expect((dialog.getByLabelText(/^Start \(Vienna time\)/) as HTMLInputElement).value).toBe('2031-03-11T11:00');
    // Pasted rather than typed key by key: the trimming is what is checked, and typing into the whole dialog took most
    // of this test's time (over its 15 s on a busy machine).
    await user.click(dialog.getByRole('textbox', { name: 'Title' }));
    await user.paste(' Machine translation in courts ');
    await user.click(dialog.getByRole('textbox', { name: 'Description' }));
    await user.paste('Lessons from two years.');
    expect(dialog.getByRole('combobox', { name: 'Language' }).textContent).toBe('English');
    await user.click(dialog.getByRole('combobox', { name: 'Language' }));
    await user.click(screen.getByRole('option', { name: 'German' }));
    const track = dialog.getByRole('combobox', { name: 'Track' });
    expect((track as HTMLInputElement).value).toBe('Main Track');
    await user.clear(track);
    await user.click(dialog.getByRole('button', { name: 'Create Session' }));
    expect(dialog.getByText('Track is required')).toBeTruthy();
    expect(network.sentTo('POST /api/admin/sessions')).toHaveLength(0);
    await user.click(track);
    await user.paste(' Industry ');
    await user.click(dialog.getByRole('button', { name: 'Create Session' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(created));
    expect(network.sentTo('POST /api/admin/sessions').map((call) => call.body)).toEqual([
      {
        title: 'Machine translation in courts',
        description: 'Lessons from two years.',
        type: 'talk',
        startTime: slot.startTime,
        endTime: slot.endTime,
        room: '',
        track: 'Industry',
        capacity: null,
        signup_required: false,
        signup_opens_at: null,
        signup_closes_at: null,
        // Issue 47: no recording yet, and recorded.
        recording_url: null,
        do_not_record: false,
        status: 'scheduled',
        language: 'de',
        speakers: [],
        speaker_ids: [],
        translations: { de: { title: '', description: '' } },
        // No host named (issue 47).
        host_user_id: null,
      },
    ]);
  });

  it('switches sign-up on with when it opens and closes, refusing a close before the opening under the field', async () => {
    const saved = { ...opening, signup_required: true, version: 4 };
    const { user, network, dialog, onSaved } = setUp({ session: opening }, { 'PUT /api/admin/sessions/9': { body: saved } });
    expect(dialog.queryByLabelText(/^Sign-up opens/)).toBeNull();
    await user.click(dialog.getByRole('switch', { name: /^Sign-up required/ }));
    const opens = dialog.getByLabelText(/^Sign-up opens/) as HTMLInputElement;
    const closes = dialog.getByLabelText(/^Sign-up closes/) as HTMLInputElement;
    expect(dialog.getByText('Empty: open now')).toBeTruthy();
    await user.type(opens, '2031-03-10T18:00');
    await user.type(closes, '2031-03-01T08:00');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await dialog.findByText('Sign-up must close after it opens')).toBeTruthy();
    expect(network.sentTo('PUT /api/admin/sessions/9')).toHaveLength(0);

    await user.clear(closes);
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(network.sentTo('PUT /api/admin/sessions/9')[0]!.body).toMatchObject({
      signup_required: true,
      signup_opens_at: '2031-03-10T17:00:00.000Z',
      signup_closes_at: null,
    });
  });

  it("shows the session's host and saves none once it is cleared (issue 47)", async () => {
    const hosted: AdminSession = { ...opening, host: { id: 7, name: 'Ada Lovelace', email: 'ada@example.org' } };
    const { user, network, dialog, onSaved } = setUp({ session: hosted }, { 'PUT /api/admin/sessions/9': { body: { ...opening, version: 4 } } });
    const host = dialog.getByRole('combobox', { name: 'Host' }) as HTMLInputElement;
    expect(host.value).toBe('Ada Lovelace');
    // The clear button shows while the field has the focus.
    await user.click(host);
    await user.click(dialog.getByRole('button', { name: 'Clear' }));
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(network.sentTo('PUT /api/admin/sessions/9')[0]!.body).toMatchObject({ host_user_id: null });
  });

  it('marks the chosen speakers who said no to recording, as speakers are added and removed (issue 47)', async () => {
    const speaker = (id: number, name: string, recording_consent: boolean | null) => adminSpeaker({ id, name, recording_consent });
    const refused = {
      ...opening,
      speakers: [{ id: 1, name: 'Ada', title: '', image: null, display_order: 0, display_on_public: true }],
      recording_refused_by: [{ id: 1, name: 'Ada' }],
    };
    const { user, dialog } = setUp(
      { session: refused },
      { 'GET /api/admin/speakers': { body: [speaker(1, 'Ada', false), speaker(2, 'Grace', false), speaker(3, 'Lin', null)] } },
    );
    const marked = () =>
      dialog
        .getAllByTestId('chosen-speaker')
        .filter((row) => within(row).queryByText('Said no to recording'))
        .map((row) => row.textContent);
    expect(marked()).toEqual([expect.stringContaining('Ada')]);
    expect(dialog.getByTestId('recording-refused').textContent).toContain('Ada said no to being recorded');

    for (const name of ['Grace', 'Lin']) {
      await user.type(dialog.getByRole('combobox', { name: 'Add speaker' }), name);
      await user.click(await screen.findByRole('option', { name }));
    }
    expect(marked()).toEqual([expect.stringContaining('Ada'), expect.stringContaining('Grace')]);
    expect(dialog.getByTestId('recording-refused').textContent).toContain('Ada, Grace said no to being recorded');

    await user.click(dialog.getByRole('button', { name: 'Remove Ada' }));
    await user.click(dialog.getByRole('button', { name: 'Remove Grace' }));
    expect(marked()).toEqual([]);
    expect(dialog.queryByTestId('recording-refused')).toBeNull();
  });

  it('warns of a clash the server finds, and still lets the organiser save', async () => {
    const clash: Answer<'/api/admin/sessions/conflicts', 'post'> = {
      conflicts: [{ type: 'room', session_id: opening.id, title: 'Opening keynote' }],
      unavailable_speakers: [],
    };
    const { dialog, network } = setUp({ initial: { ...slot, room: 'Plenary Hall' } }, { 'POST /api/admin/sessions/conflicts': { body: clash } });

    expect((await dialog.findByTestId('form-conflicts')).textContent).toContain('Plenary Hall is already used by Opening keynote at this time');
    expect(dialog.getByRole('button', { name: 'Save anyway' })).toBeTruthy();
    expect(network.sentTo('POST /api/admin/sessions/conflicts')[0]!.body).toEqual({ ...slot, room: 'Plenary Hall', speaker_ids: [] });
  });

  it('edits with the version it opened; when someone saved meanwhile, re-applies on top of theirs', async () => {
    const theirs: AdminSession = { ...opening, room: 'Room B', version: 4 };
    const saved: AdminSession = { ...theirs, title: 'Welcome keynote', version: 5 };
    const { user, network, dialog, onSaved } = setUp(
      { session: opening },
      {
        'PUT /api/admin/sessions/9': ({ body }) =>
          (body as { version: number }).version === 3
            ? { status: 409, body: { detail: 'This session was changed by someone else', current: theirs } }
            : { body: saved },
      },
    );

    const title = dialog.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Welcome keynote');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    const stale = within(await screen.findByRole('dialog', { name: 'This session was changed' }));
    expect(stale.getByText(/Your changes: Title\./)).toBeTruthy();
    await user.click(stale.getByRole('button', { name: 'Apply my changes again' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    const puts = network.sentTo('PUT /api/admin/sessions/9').map((call) => call.body as { version: number; title: string; room: string });
    expect(puts.map(({ version, title, room }) => ({ version, title, room }))).toEqual([
      { version: 3, title: 'Welcome keynote', room: 'Plenary Hall' },
      { version: 4, title: 'Welcome keynote', room: 'Room B' },
    ]);
  });
});
