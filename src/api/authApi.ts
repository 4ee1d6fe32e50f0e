import { api, fromCall } from './baseApi';
import { forgotPassword, resetPassword } from './auth';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<string, string>({
      queryFn: fromCall((email: string, signal) => forgotPassword(email, signal)),
    }),
    resetPassword: build.mutation<string, { current: string; next: string }>({
      queryFn: fromCall(({ current, next }: { current: string; next: string }, signal) => resetPassword(current, next, signal)),
    }),
  }),
});

export const { useForgotPasswordMutation, useResetPasswordMutation } = authApi;
