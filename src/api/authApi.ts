import { api, fromCall } from './baseApi';
import { resetPassword } from './auth';

export const authApi = api.injectEndpoints({
  // A name another module already injected is an error, never a silent swap of one call for another.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    resetPassword: build.mutation<string, { current: string; next: string }>({
      queryFn: fromCall(({ current, next }: { current: string; next: string }, signal) => resetPassword(current, next, signal)),
    }),
  }),
});

export const { useResetPasswordMutation } = authApi;
