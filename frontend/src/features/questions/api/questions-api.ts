import { api } from '@/lib/api';
import { route, type Answer, type Body } from '@/lib/api-routes';
import {
  removed,
  upsert,
  voted,
  votesCounted,
  type QuestionList,
  type QuestionPush,
  type QuestionRemoved,
  type QuestionVoteCounts,
} from '../model/question-list';

/** The list is read as its reader (signed in or not, and who): keyed by the user too, so a sign-in reads it again. */
export interface QuestionsArg {
  sessionId: number;
  userId: number | null;
}

/**
 * A session's questions, live (issue 47). While a page shows them its socket follows the session's questions room
 * (questions.join; the server adds its moderators' room when the reader moderates): pushed questions, votes and
 * removals patch the list in place. Each `hello` (a new connection, or one back after a loss) joins again and reads
 * the list afresh, so what was missed while away is caught up.
 */
export const questionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getQuestions: build.query<QuestionList, QuestionsArg>({
      query: ({ sessionId }) => route('get', '/public/sessions/{id}/questions', { path: { id: sessionId } }),
      async onCacheEntryAdded(arg, { updateCachedData, cacheDataLoaded, cacheEntryRemoved, dispatch }) {
        // Loaded here, in the browser: the session page is rendered on the server too, where the socket has no place.
        const socket = (await import('@/lib/socket')).getSocket();
        const join = () => socket.emit('questions.join', { session_id: arg.sessionId });
        const onChanged = (question: QuestionPush) => updateCachedData((list) => upsert(list, question));
        const onVoted = (counts: QuestionVoteCounts) => updateCachedData((list) => votesCounted(list, counts));
        const onRemoved = (gone: QuestionRemoved) => updateCachedData((list) => removed(list, gone));
        const onHello = () => {
          join();
          void dispatch(questionsApi.endpoints.getQuestions.initiate(arg, { subscribe: false, forceRefetch: true }));
        };
        try {
          await cacheDataLoaded;
          socket.on('question.changed', onChanged);
          socket.on('question.votes', onVoted);
          socket.on('question.removed', onRemoved);
          socket.on('hello', onHello);
          join();
        } catch {
          // The entry went away before its first load.
        }
        await cacheEntryRemoved;
        socket.off('question.changed', onChanged);
        socket.off('question.votes', onVoted);
        socket.off('question.removed', onRemoved);
        socket.off('hello', onHello);
        socket.emit('questions.leave', { session_id: arg.sessionId });
      },
    }),
    askQuestion: build.mutation<Answer<'/api/sessions/{id}/questions', 'post'>, QuestionsArg & Body<'/api/sessions/{id}/questions', 'post'>>({
      query: ({ sessionId, text, display_name }) => route('post', '/api/sessions/{id}/questions', { path: { id: sessionId }, body: { text, display_name } }),
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(questionsApi.util.updateQueryData('getQuestions', { sessionId: arg.sessionId, userId: arg.userId }, (list) => upsert(list, data)));
      },
    }),
    voteQuestion: build.mutation<Answer<'/api/questions/{id}/vote', 'put'>, QuestionsArg & { id: number; on: boolean }>({
      query: ({ id, on }) => route(on ? 'put' : 'delete', '/api/questions/{id}/vote', { path: { id } }),
      // The button turns at once; the answer's count (the server's, exact) follows.
      async onQueryStarted({ sessionId, userId, id, on }, { dispatch, queryFulfilled }) {
        const key = { sessionId, userId };
        const patch = dispatch(
          questionsApi.util.updateQueryData('getQuestions', key, (list) => {
            const question = list.questions.find((q) => q.id === id);
            if (!question || question.voted === on) return;
            question.voted = on;
            question.votes += on ? 1 : -1;
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(questionsApi.util.updateQueryData('getQuestions', key, (list) => voted(list, data)));
        } catch {
          patch.undo();
        }
      },
    }),
    moderateQuestion: build.mutation<Answer<'/api/questions/{id}', 'patch'>, QuestionsArg & { id: number } & Body<'/api/questions/{id}', 'patch'>>({
      query: ({ id, status, pinned }) => route('patch', '/api/questions/{id}', { path: { id }, body: { status, pinned } }),
      async onQueryStarted({ sessionId, userId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(questionsApi.util.updateQueryData('getQuestions', { sessionId, userId }, (list) => upsert(list, data)));
      },
    }),
  }),
});

export const { useGetQuestionsQuery, useAskQuestionMutation, useVoteQuestionMutation, useModerateQuestionMutation } = questionsApi;
