import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createServerStore } from '@/app/store';
import { sessionRefreshed } from '@/lib/session';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import type { User } from '@/types/api';
import type { Question, QuestionList } from '../model/question-list';
import { QuestionsPanel } from './questions-panel';

const hour = 3_600_000;
const question = (fields: Partial<Question>): Question => ({
  ...{ id: 1, session_id: 7, text: 'Why?', author: 'Ada', status: 'approved', pinned: false, votes: 0 },
  ...{ created_at: '2031-11-17T09:00:00.000Z', mine: false, voted: false },
  ...fields,
});
const list = (fields: Partial<QuestionList> = {}): QuestionList => ({
  ...{ session_id: 7, questions: [], can_moderate: false, can_ask: true, signed_in_only: true, moderated: false },
  ...{ opens_at: new Date(Date.now() - hour).toISOString(), closes_at: new Date(Date.now() + hour).toISOString() },
  ...{ open_questions: 0, max_open_questions: 3, max_length: 280 },
  ...fields,
});

const attendee: User = {
  ...{ id: 5, full_name: 'Ann Attendee', email: 'ann@test.example', is_active: true, is_speaker: false, is_admin: false, is_reviewer: false },
  ...{ payment_status: 'paid', role: 'user', email_verified: true, pending_email: null, language: 'en' },
};
const signedIn = (store: ReturnType<typeof createServerStore>) => store.dispatch(sessionRefreshed({ user: attendee, access_token: 'token' }));
const texts = () => screen.getAllByTestId('question-text').map((node) => node.textContent);

describe("a session's questions", () => {
  it('lists the pinned question first and answered ones last, marked, and toggles a vote', async () => {
    const network = stubFetch({
      'GET /public/sessions/7/questions': {
        body: list({
          questions: [
            question({ id: 1, text: 'Popular', votes: 9 }),
            question({ id: 2, text: 'Done', votes: 20, status: 'answered' }),
            question({ id: 3, text: 'Now', votes: 1, pinned: true }),
          ],
        }),
      },
      'PUT /api/questions/1/vote': { body: { id: 1, session_id: 7, votes: 10, voted: true } },
      'DELETE /api/questions/1/vote': { body: { id: 1, session_id: 7, votes: 9, voted: false } },
    });
    const { user } = renderWithApp(<QuestionsPanel sessionId={7} />, { prepare: signedIn });
    await screen.findByText('Popular');
    expect(texts()).toEqual(['Now', 'Popular', 'Done']);
    expect(screen.getByText('Being answered now')).toBeTruthy();
    expect(screen.getByText('Answered')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Vote for this question (9 votes)' }));
    await screen.findByRole('button', { name: 'Withdraw your vote (10 votes)' });
    expect(network.sentTo('PUT /api/questions/1/vote')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Withdraw your vote (10 votes)' }));
    await screen.findByRole('button', { name: 'Vote for this question (9 votes)' });
    expect(network.sentTo('DELETE /api/questions/1/vote')).toHaveLength(1);
  });

  it('counts characters, asks, and says what the server refused in its words', async () => {
    const network = stubFetch({
      'GET /public/sessions/7/questions': { body: list() },
      'POST /api/sessions/7/questions': { body: question({ id: 4, text: 'Hello there', mine: true }) },
    });
    const { user } = renderWithApp(<QuestionsPanel sessionId={7} />, { prepare: signedIn });
    const field = await screen.findByRole('textbox', { name: 'Your question' });
    await user.type(field, 'Hello there');
    expect(screen.getByText('11 of 280 characters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await screen.findByTestId('question-text');
    expect(network.sentTo('POST /api/sessions/7/questions')[0].body).toEqual({ text: 'Hello there' });
    expect(texts()).toEqual(['Hello there']);

    network.answer({
      'POST /api/sessions/7/questions': { status: 409, body: { detail: 'You can have at most 3 open questions in a session; wait until one is answered' } },
    });
    await user.type(field, 'Again');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect((await screen.findByRole('alert')).textContent).toContain('at most 3 open questions');
  });

  it('stops a question over 280 characters and a fourth open one before it is sent', async () => {
    stubFetch({ 'GET /public/sessions/7/questions': { body: list({ open_questions: 3 }) } });
    const { user } = renderWithApp(<QuestionsPanel sessionId={7} />, { prepare: signedIn });
    await screen.findByText('You have 3 open questions here; ask again once one is answered.');
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'x');
    expect((screen.getByRole('button', { name: 'Ask' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when questions open, and offers a visitor to sign in when only attendees ask', async () => {
    stubFetch({ 'GET /public/sessions/7/questions': { body: list({ can_ask: false, opens_at: new Date(Date.now() + hour).toISOString() }) } });
    renderWithApp(<QuestionsPanel sessionId={7} />);
    expect((await screen.findByTestId('questions-closed')).textContent).toMatch(/^Questions open at /);
  });

  it('gives moderators the waiting questions and the actions on them', async () => {
    const network = stubFetch({
      'GET /public/sessions/7/questions': { body: list({ can_moderate: true, questions: [question({ id: 8, text: 'Waiting', status: 'pending' })] }) },
      'PATCH /api/questions/8': ({ body }) => ({ body: question({ id: 8, text: 'Waiting', status: (body as { status: Question['status'] }).status }) }),
    });
    const { user } = renderWithApp(<QuestionsPanel sessionId={7} />, { prepare: signedIn });
    const item = (await screen.findByText('Waiting for approval')).closest('li')!;
    await user.click(within(item as HTMLElement).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(network.sentTo('PATCH /api/questions/8')[0]?.body).toEqual({ status: 'approved' }));
    await user.click(await screen.findByRole('button', { name: 'Hide' }));
    await screen.findByText('Hidden');
    expect(network.sentTo('PATCH /api/questions/8')[1].body).toEqual({ status: 'hidden' });
  });
});
