import { api } from '@/lib/api';
import { route, type Answer, type Body } from '@/lib/api-routes';

export type BarrierReport = Body<'/public/accessibility/report', 'post'>;

export const barrierReportApi = api.injectEndpoints({
  endpoints: (build) => ({
    reportBarrier: build.mutation<Answer<'/public/accessibility/report', 'post'>, BarrierReport>({
      query: (body) => route('post', '/public/accessibility/report', { body }),
    }),
  }),
});

export const { useReportBarrierMutation } = barrierReportApi;
