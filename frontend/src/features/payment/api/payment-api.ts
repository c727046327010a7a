import { api } from '@/lib/api';
import type { PaymentOptions, PaymentRequest, PaymentResult } from './types';

export const paymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPaymentOptions: build.query<PaymentOptions, void>({
      query: () => '/api/payment/options',
      // 'Me': the user's payment status is part of it, and `user.updated` invalidates that tag.
      providesTags: ['Me'],
    }),
    processPayment: build.mutation<PaymentResult, PaymentRequest>({
      query: (body) => ({ url: '/api/payment/process', method: 'POST', body }),
      // Whatever happened, the user's status may have changed: the dashboard's banner must not show stale data.
      invalidatesTags: ['Me'],
    }),
  }),
});

export const { useGetPaymentOptionsQuery, useProcessPaymentMutation } = paymentApi;
