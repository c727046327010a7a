import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminSpeaker, SpeakerInput } from '@/lib/admin/speakers-admin-api';
import { adminSpeaker } from '@/test/admin-speaker';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { SpeakerFormDialog } from './speaker-form-dialog';

const ada = adminSpeaker({ id: 7, name: 'Ada Lovelace', user_id: 3, email: 'ada@example.org', recording_consent: false });

function open(speaker: AdminSpeaker | null) {
  stubFetch();
  const onSave = vi.fn(async (_input: SpeakerInput) => {});
  const view = renderWithApp(<SpeakerFormDialog speaker={speaker} onClose={vi.fn()} onSave={onSave} />);
  return { ...view, onSave };
}

describe("The console's speaker form: the speaker's consent to recording (issue 47)", () => {
  it('shows a refusal, and saving the form leaves the answer to the speaker', async () => {
    const { user, onSave } = open(ada);
    expect(screen.getByTestId('recording-consent').textContent).toBe(
      'Said no to being recorded: their sessions are not recorded. The speaker answers this in the call for proposals or in their profile.',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).not.toHaveProperty('recording_consent');
  });

  it('says when the speaker agreed or has not answered, and says nothing for a speaker not yet saved', () => {
    const agreed = open({ ...ada, recording_consent: true });
    expect(screen.getByTestId('recording-consent').textContent).toContain('Agreed to their talks being recorded and published.');
    agreed.unmount();
    const unanswered = open({ ...ada, recording_consent: null });
    expect(screen.getByTestId('recording-consent').textContent).toContain('Has not said yet whether their talks may be recorded.');
    unanswered.unmount();
    open(null);
    expect(screen.queryByTestId('recording-consent')).toBeNull();
  });
});
