// Makes a speaker the way a visitor becomes one: a proposal through POST /cfp/submit, the set-password link from
// the confirmation mail, a password set through the API.
import type { APIRequestContext } from './fixtures';
import { adminHeaders, readMail, uniqueEmail } from './helpers';

export interface TestSpeaker {
  email: string;
  password: string;
  name: string;
  token: string;
  proposalId: number;
  title: string;
}

export async function makeSpeaker(request: APIRequestContext, title: string, name = 'Sam Speaker'): Promise<TestSpeaker> {
  const email = uniqueEmail('speaker');
  const submitted = await request.post('/cfp/submit', {
    data: {
      title,
      abstract: 'How a parliament made every plenary debate searchable the same day, and what it cost to run it. '.repeat(2),
      speaker_name: name,
      speaker_position: 'Head of Speech Technology',
      organization: 'Plenary Tech',
      email,
      speaker_bio: 'Sam builds speech recognition for parliaments and has shipped three of them into production.',
      presentation_type: 'research_output',
    },
  });
  if (submitted.status() !== 201) throw new Error(`cfp submit: ${submitted.status()} ${await submitted.text()}`);
  const { id } = (await submitted.json()) as { id: number };
  const mail = await readMail(email, 'We received your proposal');
  const token = /set-password\?token=([\w-]+)/.exec(mail)?.[1];
  if (!token) throw new Error('no set-password link in the mail');
  const password = 'speaker-pass-1';
  const set = await request.post('/api/auth/set-password', { data: { token, password } });
  if (!set.ok()) throw new Error(`set-password: ${set.status()} ${await set.text()}`);
  const { access_token } = (await set.json()) as { access_token: string };
  return { email, password, name, token: access_token, proposalId: id, title };
}

/** An organiser's decision on a proposal, through the admin API. */
export async function reviewProposal(request: APIRequestContext, id: number, status: 'accepted' | 'rejected', notes?: string) {
  const res = await request.patch(`/cfp/submissions/${id}/status`, {
    headers: await adminHeaders(request),
    data: notes ? { status, notes } : { status },
  });
  if (!res.ok()) throw new Error(`review ${id}: ${res.status()} ${await res.text()}`);
  return res.json();
}

/** The smallest valid PNG: one transparent pixel. */
export const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** An organiser turns an accepted proposal into a session (the proposal becomes approved_scheduled). */
export async function scheduleProposal(request: APIRequestContext, id: number, slot: { startTime: string; endTime: string; room: string }) {
  const res = await request.post('/api/admin/sessions', {
    headers: await adminHeaders(request),
    data: { title: `Session for proposal ${id}`, description: 'Scheduled from an accepted proposal.', type: 'talk', ...slot, proposal_id: id },
  });
  if (res.status() !== 201) throw new Error(`schedule ${id}: ${res.status()} ${await res.text()}`);
  return res.json();
}
