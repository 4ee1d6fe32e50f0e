import { api, fromCall } from './baseApi';
import { resetPassword } from './auth';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    resetPassword: build.mutation<string, { current: string; next: string }>({
      queryFn: fromCall(({ current, next }: { current: string; next: string }, signal) => resetPassword(current, next, signal)),
    }),
  }),
});

export const { useResetPasswordMutation } = authApi;
