import { api } from '@/lib/api';
import { route, type Answer } from '@/lib/api-routes';
import type { PaymentRequest } from './types';

export const paymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPaymentOptions: build.query<Answer<'/api/payment/options', 'get'>, void>({
      query: () => route('get', '/api/payment/options'),
      // 'Me': the user's payment status is part of it, and `user.updated` invalidates that tag.
      providesTags: ['Me'],
    }),
    processPayment: build.mutation<Answer<'/api/payment/process', 'post'>, PaymentRequest>({
      query: (body) => route('post', '/api/payment/process', { body }),
      // Whatever happened, the user's status may have changed: the dashboard's banner must not show stale data.
      invalidatesTags: ['Me'],
    }),
  }),
});

export const { useGetPaymentOptionsQuery, useProcessPaymentMutation } = paymentApi;
