import { mockAdminContract } from '../domain/contract/mockAdmin';
import type { ClockChange, DemoAccounts, Faults, MockClock, MockJobKinds, MockScale, MockScaleSetting, MockStorage } from '../domain/contract/mockAdmin';
import { api, fromCall } from './baseApi';
import { callsOf } from './call';

export type { DemoAccount, DemoAccounts, Fault, FaultKind, Faults, JobFault, MockClock, MockJobKind, MockJobKinds, MockScale, MockStorage } from '../domain/contract/mockAdmin';

/**
 * Calls that only the mock backend answers (contract.mockAdmin, mock mode only), as RTK Query
 * endpoints: the demo accounts listed on the login page, the demo-data reset, the demo's scale
 * (the normal or the large data set), the fault switch and
 * the server job kinds it can fail, the mock clock, and whether the mock could read its storage
 * (the shell's read-only banner). Nothing here is called when config.mock is false. The names
 * carry `mock` because every area's endpoints share one api.
 */
const calls = callsOf(mockAdminContract);

export const mockAdminApi = api.enhanceEndpoints({ addTagTypes: ['MockAccounts', 'MockFaults', 'MockClock'] }).injectEndpoints({
  // A name another module already injected is an error, never a silent swap of one call for another.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    mockAccounts: build.query<DemoAccounts, void>({
      queryFn: fromCall((_arg: void, signal) => calls.accounts(undefined, signal)),
      providesTags: ['MockAccounts'],
    }),
    /** Back to the seed (the fault switch and the clock too). */
    mockReset: build.mutation<null, void>({
      queryFn: fromCall(async (_arg: void, signal) => {
        await calls.reset(undefined, signal);
        return null;
      }),
      invalidatesTags: ['MockAccounts', 'MockFaults', 'MockClock'],
    }),
    /** The demo data seeded afresh at a scale (and the fault switch cleared, as by a reset). */
    setMockScale: build.mutation<MockScaleSetting, MockScale>({
      queryFn: fromCall((scale: MockScale, signal) => calls.setScale({ body: { scale } }, signal)),
      invalidatesTags: ['MockAccounts', 'MockFaults', 'MockClock'],
    }),
    mockFaults: build.query<Faults, void>({
      queryFn: fromCall((_arg: void, signal) => calls.faults(undefined, signal)),
      providesTags: ['MockFaults'],
    }),
    /** Replaces the lists it is given (faults, jobFaults); the answer, the whole switch as stored, becomes mockFaults' data. */
    setMockFaults: build.mutation<Faults, Partial<Faults>>({
      queryFn: fromCall((body: Partial<Faults>, signal) => calls.setFaults({ body }, signal)),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => storeFaults(dispatch, queryFulfilled),
    }),
    clearMockFaults: build.mutation<Faults, void>({
      queryFn: fromCall((_arg: void, signal) => calls.clearFaults(undefined, signal)),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => storeFaults(dispatch, queryFulfilled),
    }),
    /** The kinds of server job the mock runs, each with its label (the job faults' choices). */
    mockJobKinds: build.query<MockJobKinds, void>({
      queryFn: fromCall((_arg: void, signal) => calls.jobKinds(undefined, signal)),
    }),
    mockClock: build.query<MockClock, void>({
      queryFn: fromCall((_arg: void, signal) => calls.clock(undefined, signal)),
      providesTags: ['MockClock'],
    }),
    setMockClock: build.mutation<MockClock, ClockChange>({
      queryFn: fromCall((body: ClockChange, signal) => calls.setClock({ body }, signal)),
      invalidatesTags: ['MockClock'],
    }),
    /** Whether the mock saves its changes, or runs read-only because it could not read its storage. */
    mockStorage: build.query<MockStorage, void>({
      queryFn: fromCall((_arg: void, signal) => calls.storage(undefined, signal)),
    }),
  }),
});

/** A change of the fault switch answers the whole switch: it replaces the cached read (no second request). */
async function storeFaults(dispatch: (action: unknown) => unknown, answer: Promise<{ data: Faults }>): Promise<void> {
  try {
    const { data } = await answer;
    dispatch(mockAdminApi.util.upsertQueryData('mockFaults', undefined, data));
  } catch {
    // A refused change leaves the switch as it was read.
  }
}

export const {
  useMockAccountsQuery,
  useMockResetMutation,
  useSetMockScaleMutation,
  useMockFaultsQuery,
  useSetMockFaultsMutation,
  useClearMockFaultsMutation,
  useMockJobKindsQuery,
  useMockClockQuery,
  useSetMockClockMutation,
  useMockStorageQuery,
} = mockAdminApi;
