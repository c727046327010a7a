import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import type { Question, QuestionList } from '../model/question-list';
import { ScreenQuestions } from './screen-questions';

const question = (fields: Partial<Question>): Question => ({
  ...{ id: 1, session_id: 7, text: 'Why?', author: 'Ada', status: 'approved', pinned: false, votes: 0 },
  ...{ created_at: '2031-11-17T09:00:00.000Z', mine: false, voted: false },
  ...fields,
});
const list = (questions: Question[]): QuestionList => ({
  ...{ session_id: 7, questions, can_moderate: false, can_ask: false, signed_in_only: true, moderated: false },
  ...{ opens_at: '2031-11-17T08:45:00.000Z', closes_at: '2031-11-17T10:30:00.000Z', open_questions: 0, max_open_questions: 3, max_length: 280 },
});

describe("a room screen's questions", () => {
  it('shows the one being answered, then the three most voted open ones; never an answered one', async () => {
    stubFetch({
      'GET /public/sessions/7/questions': {
        body: list([
          question({ id: 1, text: 'Fourth', votes: 1 }),
          question({ id: 2, text: 'Top', votes: 9 }),
          question({ id: 3, text: 'Done', votes: 30, status: 'answered' }),
          question({ id: 4, text: 'Second', votes: 5 }),
          question({ id: 5, text: 'Now', votes: 2, pinned: true }),
          question({ id: 6, text: 'Third', votes: 3 }),
        ]),
      },
    });
    renderWithApp(<ScreenQuestions sessionId={7} />);
    expect((await screen.findByTestId('screen-question-pinned')).textContent).toBe('Being answered nowNow');
    expect(screen.getAllByTestId('screen-question').map((item) => item.textContent)).toEqual(['9 ▲Top', '5 ▲Second', '3 ▲Third']);
  });

  it('shows nothing while no question is open', async () => {
    const network = stubFetch({ 'GET /public/sessions/7/questions': { body: list([question({ status: 'answered' })]) } });
    renderWithApp(<ScreenQuestions sessionId={7} />);
    await waitFor(() => expect(network.sentTo('GET /public/sessions/7/questions')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('screen-questions')).toBeNull();
  });
});
