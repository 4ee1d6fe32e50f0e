import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Faults, MockJobKind } from '../../api/mockAdmin';
import { http, HttpResponse, server } from '../../../mocks/node';
import { renderWithProviders } from '../../testing/renderWithProviders';
import FaultsPanel from './FaultsPanel';

// Dialog journeys with several round trips: slow on a shared 2-core machine.
jest.setTimeout(60000);

/** The mock's fault switch, read and written through its own endpoints. */
const SWITCH = 'http://localhost/__mock__/faults';
const currentFaults = async () => (await (await fetch(SWITCH)).json()) as Faults;
async function setFaults(faults: Partial<Faults>) {
  await fetch(SWITCH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(faults) });
}

afterEach(async () => {
  server.events.removeAllListeners();
  await fetch(SWITCH, { method: 'DELETE' });
});

/** Every POST /__mock__/faults body the panel sends. */
function recordFaultPosts(): Partial<Faults>[] {
  const bodies: Partial<Faults>[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/__mock__/faults') {
      bodies.push((await request.clone().json()) as Partial<Faults>);
    }
  });
  return bodies;
}

/** The server job kinds as the mock lists them, with their labels. */
async function serverJobKinds(): Promise<MockJobKind[]> {
  return ((await (await fetch('http://localhost/__mock__/job_kinds')).json()) as { kinds: MockJobKind[] }).kinds;
}

async function openPanel() {
  const onClose = jest.fn();
  await renderWithProviders(<FaultsPanel open onClose={onClose} />, { route: '/login' });
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Mock faults' }) };
}

describe('the mock fault switch panel', () => {
  it('lists the current faults from the mock backend', async () => {
    await setFaults({ faults: [{ target: 'projects.*', kind: '500', times: 2 }], jobFaults: [{ jobKind: '*', step: 1 }] });
    const { dialog } = await openPanel();
    const current = await within(dialog).findByRole('list', { name: 'Current faults' });
    expect(within(current).getByText('projects.*: Server error (500), 2 more answers')).toBeInTheDocument();
    const jobs = within(dialog).getByRole('list', { name: 'Failing server jobs' });
    expect(within(jobs).getByText('any job fails at step 1, until removed')).toBeInTheDocument();
  });

  it('says so when there are no faults', async () => {
    const { dialog } = await openPanel();
    expect(await within(dialog).findByText('No faults: every call answers normally.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Clear all faults' })).toBeDisabled();
  });

  it('offers every contract entry, each group and * as targets, and every fault kind, with labelled controls', async () => {
    const { dialog } = await openPanel();
    await within(dialog).findByText('No faults: every call answers normally.');
    const target = within(dialog).getByLabelText(/^Endpoint/) as HTMLSelectElement;
    const values = [...target.options].map((o) => o.value);
    expect(values[0]).toBe('*');
    expect(values).toEqual(expect.arrayContaining(['projects.*', 'approval.*', 'auth.*', 'notifications.*']));
    expect(values.filter((v) => !v.endsWith('*')).every((v) => /^\w+\.\w+$/.test(v))).toBe(true);
    expect(values.some((v) => v.startsWith('mockAdmin.'))).toBe(false);
    const kinds = [...(within(dialog).getByLabelText('Failure') as HTMLSelectElement).options].map((o) => o.value);
    expect(kinds).toEqual(['500', '401', '403', 'network', 'timeout', 'malformed', 'empty']);
    expect(within(dialog).getByLabelText(/Number of answers/)).toBeInTheDocument();
  });

  it('adds a fault, removes one, clears all, and the mock backend holds each change', async () => {
    const user = userEvent.setup({ delay: null });
    const { dialog } = await openPanel();
    await within(dialog).findByText('No faults: every call answers normally.');
    const target = within(dialog).getByLabelText(/^Endpoint/) as HTMLSelectElement;
    const entry = [...target.options].map((o) => o.value).find((v) => v.startsWith('projects.') && !v.endsWith('*'))!;

    await user.selectOptions(target, entry);
    await user.selectOptions(within(dialog).getByLabelText('Failure'), 'timeout');
    await user.type(within(dialog).getByLabelText(/Number of answers/), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Add fault' }));
    expect(await within(dialog).findByText('Fault added.')).toBeInTheDocument();
    expect((await currentFaults()).faults).toEqual([{ target: entry, kind: 'timeout', times: 3 }]);

    await user.selectOptions(target, '*');
    await user.selectOptions(within(dialog).getByLabelText('Failure'), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Add fault' }));
    await waitFor(async () => expect((await currentFaults()).faults).toHaveLength(2));
    expect((await currentFaults()).faults[1]).toEqual({ target: '*', kind: '500' });
    expect(within(dialog).getByText('*: Server error (500), until removed')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: `Remove fault: ${entry}: Timeout (no answer), 3 more answers` }));
    await waitFor(async () => expect((await currentFaults()).faults).toEqual([{ target: '*', kind: '500' }]));
    expect(await within(dialog).findByText('Fault removed.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Clear all faults' }));
    expect(await within(dialog).findByText('All faults cleared.')).toBeInTheDocument();
    expect(await currentFaults()).toEqual({ faults: [], jobFaults: [] });
    expect(within(dialog).getByText('No faults: every call answers normally.')).toBeInTheDocument();
  });

  it('refuses a number of answers that is not a whole number of 1 or more, without calling the mock', async () => {
    const user = userEvent.setup({ delay: null });
    const { dialog } = await openPanel();
    await within(dialog).findByText('No faults: every call answers normally.');
    await user.type(within(dialog).getByLabelText(/Number of answers/), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Add fault' }));
    expect(within(dialog).getByText('Enter a whole number of 1 or more, or leave it empty.')).toBeInTheDocument();
    expect((await currentFaults()).faults).toEqual([]);
  });

  it('offers * and every server job kind the mock lists, by the label it sends, with labelled step and times inputs', async () => {
    const kinds = await serverJobKinds();
    expect(kinds.length).toBeGreaterThan(0);
    const { dialog } = await openPanel();
    await within(dialog).findByText('No faults: every call answers normally.');
    const form = within(dialog).getByRole('form', { name: 'Make a server job fail' });
    const job = within(form).getByLabelText(/^Job/) as HTMLSelectElement;
    await waitFor(() => expect([...job.options].map((o) => o.value)).toEqual(['*', ...kinds.map((k) => k.kind)]));
    expect([...job.options].map((o) => o.text)).toEqual(['Any job (*)', ...kinds.map((k) => k.label)]);
    expect(within(form).getByLabelText(/^Fail at step/)).toHaveValue('0');
    expect(within(form).getByLabelText(/^Fail at step/)).toHaveAccessibleDescription(/devops chain has 6 steps \(0-5\)/);
    expect(within(form).getByLabelText(/Number of jobs/)).toHaveValue('');
  });

  it('adds a job fault, keeping the current faults, and lists it by the label the mock sends', async () => {
    const label = Object.fromEntries((await serverJobKinds()).map((k) => [k.kind, k.label]));
    await setFaults({ faults: [{ target: 'projects.*', kind: '500', times: 2 }], jobFaults: [{ jobKind: '*', step: 1 }] });
    const posts = recordFaultPosts();
    const user = userEvent.setup({ delay: null });
    const { dialog } = await openPanel();
    await within(dialog).findByRole('list', { name: 'Current faults' });
    const form = within(dialog).getByRole('form', { name: 'Make a server job fail' });

    await within(form).findByRole('option', { name: label.devopsChain });
    await user.selectOptions(within(form).getByLabelText(/^Job/), 'devopsChain');
    await user.clear(within(form).getByLabelText(/^Fail at step/));
    await user.type(within(form).getByLabelText(/^Fail at step/), '3');
    await user.type(within(form).getByLabelText(/Number of jobs/), '2');
    await user.click(within(form).getByRole('button', { name: 'Add job fault' }));

    expect(await within(dialog).findByText('Job fault added.')).toBeInTheDocument();
    expect(posts).toEqual([{ jobFaults: [{ jobKind: '*', step: 1 }, { jobKind: 'devopsChain', step: 3, times: 2 }] }]);
    expect(await currentFaults()).toEqual({
      faults: [{ target: 'projects.*', kind: '500', times: 2 }],
      jobFaults: [{ jobKind: '*', step: 1 }, { jobKind: 'devopsChain', step: 3, times: 2 }],
    });
    const jobs = within(dialog).getByRole('list', { name: 'Failing server jobs' });
    expect(within(jobs).getByText('any job fails at step 1, until removed')).toBeInTheDocument();
    expect(within(jobs).getByText(`${label.devopsChain} fails at step 3, 2 more times`)).toBeInTheDocument();
    expect(within(form).getByLabelText(/Number of jobs/)).toHaveValue('');

    // The defaults: step 0, until removed; the keyboard alone does it.
    await user.selectOptions(within(form).getByLabelText(/^Job/), 'build:dfc-docker-image');
    await user.clear(within(form).getByLabelText(/^Fail at step/));
    await user.type(within(form).getByLabelText(/^Fail at step/), '0{Enter}');
    await waitFor(async () => expect((await currentFaults()).jobFaults).toHaveLength(3));
    expect((await currentFaults()).jobFaults[2]).toEqual({ jobKind: 'build:dfc-docker-image', step: 0 });
    expect(await within(jobs).findByText(`${label['build:dfc-docker-image']} fails at step 0, until removed`)).toBeInTheDocument();
    expect((await currentFaults()).faults).toEqual([{ target: 'projects.*', kind: '500', times: 2 }]);
  });

  it.each([['-1'], ['1.5'], ['two'], ['']])('refuses step %p in words, keeps it, and posts nothing', async (bad) => {
    const posts = recordFaultPosts();
    const user = userEvent.setup({ delay: null });
    const { dialog } = await openPanel();
    await within(dialog).findByText('No faults: every call answers normally.');
    const form = within(dialog).getByRole('form', { name: 'Make a server job fail' });
    const step = within(form).getByLabelText(/^Fail at step/);
    await user.clear(step);
    if (bad) await user.type(step, bad);
    await user.click(within(form).getByRole('button', { name: 'Add job fault' }));
    expect(within(form).getByText('Enter a whole number of 0 or more (0 is the first step).')).toBeInTheDocument();
    expect(step).toHaveAttribute('aria-invalid', 'true');
    expect(step).toHaveValue(bad);
    expect(posts).toEqual([]);
    expect(await currentFaults()).toEqual({ faults: [], jobFaults: [] });
  });

  it('refuses a number of jobs that is not a whole number of 1 or more, without calling the mock', async () => {
    const posts = recordFaultPosts();
    const user = userEvent.setup({ delay: null });
    const { dialog } = await openPanel();
    await within(dialog).findByText('No faults: every call answers normally.');
    const form = within(dialog).getByRole('form', { name: 'Make a server job fail' });
    await user.type(within(form).getByLabelText(/Number of jobs/), '0');
    await user.click(within(form).getByRole('button', { name: 'Add job fault' }));
    expect(within(form).getByText('Enter a whole number of 1 or more, or leave it empty.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Number of jobs/)).toHaveValue('0');
    expect(posts).toEqual([]);
    expect((await currentFaults()).jobFaults).toEqual([]);
  });

  it('keeps the typed number when the switch refuses the change, and empties it once a retry is taken', async () => {
    server.use(http.post('*/__mock__/faults', () => HttpResponse.json({ message: 'down' }, { status: 500 }), { once: true }));
    const user = userEvent.setup({ delay: null });
    const { dialog } = await openPanel();
    await within(dialog).findByText('No faults: every call answers normally.');
    const times = within(dialog).getByLabelText(/Number of answers/);
    await user.type(times, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Add fault' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The fault switch did not accept the change.');
    expect(times).toHaveValue('2');
    expect((await currentFaults()).faults).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Add fault' }));
    expect(await within(dialog).findByText('Fault added.')).toBeInTheDocument();
    expect((await currentFaults()).faults).toEqual([{ target: '*', kind: '500', times: 2 }]);
    expect(times).toHaveValue('');
  });

  it('says a step that is not a whole number once the field is left', async () => {
    const user = userEvent.setup({ delay: null });
    const { dialog } = await openPanel();
    const form = within(dialog).getByRole('form', { name: 'Make a server job fail' });
    const step = within(form).getByLabelText(/^Fail at step/);
    await user.clear(step);
    await user.type(step, 'x');
    expect(within(form).queryByText('Enter a whole number of 0 or more (0 is the first step).')).toBeNull();
    await user.tab();
    expect(await within(form).findByText('Enter a whole number of 0 or more (0 is the first step).')).toBeInTheDocument();
    expect(step).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so when the switch cannot be read, with a Retry', async () => {
    server.use(http.get('*/__mock__/faults', () => HttpResponse.json({ message: 'down' }, { status: 500 }), { once: true }));
    const user = userEvent.setup({ delay: null });
    const { dialog } = await openPanel();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The current faults could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('No faults: every call answers normally.')).toBeInTheDocument();
  });

  it('Close calls onClose', async () => {
    const user = userEvent.setup({ delay: null });
    const { dialog, onClose } = await openPanel();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('the demo size switch in the faults panel', () => {
  const SCALE = 'http://localhost/__mock__/scale';
  afterEach(async () => {
    await fetch(SCALE, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ scale: 'normal' }) });
  });

  it('says what each size does and reseeds the mock at the large scale', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/__mock__/scale') bodies.push(await request.clone().json());
    });
    const { dialog } = await openPanel();
    const size = within(dialog).getByRole('region', { name: 'Demo size' });
    expect(within(size).getByText(/^Reseeds the demo data with 10,000 more projects, 2,000 apps and 200 long builds in one project, 5,000 notifications for gbm/)).toBeInTheDocument();
    expect(within(size).getByText('Reseeds the demo data with its normal sample of about thirty projects.')).toBeInTheDocument();

    await userEvent.click(within(size).getByRole('button', { name: 'Large demo' }));
    expect(await within(size).findByText('The demo now holds the large data set. Sign in again to see it.')).toBeInTheDocument();
    expect(bodies).toEqual([{ scale: 'large' }]);
  });

  it('says so when the mock refuses', async () => {
    server.use(http.post('http://localhost/__mock__/scale', () => HttpResponse.json({ message: 'no' }, { status: 500 })));
    const { dialog } = await openPanel();
    const size = within(dialog).getByRole('region', { name: 'Demo size' });
    await userEvent.click(within(size).getByRole('button', { name: 'Normal demo' }));
    expect(await within(size).findByText('The demo data could not be reseeded.')).toBeInTheDocument();
  });
});
