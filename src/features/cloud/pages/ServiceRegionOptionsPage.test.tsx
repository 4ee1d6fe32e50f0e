import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { advanceClock } from '../../../../mocks/core/clock';
import { db } from '../../../../mocks/core/state';
import { clearFaults, setFaults } from '../../../../mocks/core/faults';
import { http, HttpResponse, server } from '../../../../mocks/node';
import { config } from '../../../config';
import { formatMonthlyEstimate, formatPrice, monthlyEstimate, type PriceListItem } from '../../../domain/cloud';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import type { DemoUser } from '../../../testing/tokens';
import { saveFile } from '../../../shared/download';
import { CHECK_STATUS, chooseRegion, enabledButton, openPage, PRICE_LIST, SAVE_ENV_URL, withFastPoll } from './planSelectionTestUtils';

jest.mock('../../../shared/download', () => ({ ...jest.requireActual('../../../shared/download'), saveFile: jest.fn() }));

withFastPoll();
afterEach(() => clearFaults());

function techProject() {
  const project = db.projects.find((p) => p.techUser?.username === 'tech' && p.projectCreationStatus === 'APPROVED' && p.backend !== null && p.noOfHits);
  if (!project) throw new Error('the mock seed has no approved project of tech with a backend');
  return project;
}

const plan = (i: number): PriceListItem => ({
  productName: `Plan ${i}`,
  retailPrice: 0.04 + i / 1000,
  currencyCode: 'USD',
  unitOfMeasure: '10K',
  armSkuName: i % 2 === 0 ? 'true' : 'false',
  armRegionName: 'westeurope',
  location: 'EU West',
  skuId: `SKU${i}`,
  skuName: `S${i}`,
  serviceName: 'Azure App Service',
});

/** A price list of `total` plans (even ones green), paged by skip as the backend does. */
function usePlans(total: number) {
  const items = Array.from({ length: total }, (_, i) => plan(i));
  server.use(
    http.get(PRICE_LIST, ({ request }) => {
      const skip = Number(new URL(request.url).searchParams.get('skip'));
      return HttpResponse.json({ items: items.slice(skip, skip + 5), totalItems: total });
    }),
  );
  return items;
}

describe('ServiceRegionOptionsPage (/ServiceRegionOptions)', () => {
  it('goes to /ApprovedProjectsList without a project id or without a service', async () => {
    const { unmount } = await renderWithProviders(null, { route: '/ServiceRegionOptions?service=Storage', as: 'tech' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ApprovedProjectsList'));
    unmount();
    await renderWithProviders(null, { route: `/ServiceRegionOptions?projectId=${techProject().projectId}`, as: 'gbm' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ApprovedProjectsList'));
  });

  it.each<DemoUser>(['tech', 'gbm'])('as %s: shows the service and keeps both buttons disabled until a region is chosen', async (as) => {
    const project = techProject();
    await openPage(project.projectId, as);
    expect(screen.getByText('Azure App Service', { selector: 'strong' })).toBeVisible();
    const create = screen.getByRole('button', { name: 'Create Service with Default Plan Values' });
    const getPlans = screen.getByRole('button', { name: 'Get Plans' });
    expect(create).toBeDisabled();
    expect(getPlans).toBeDisabled();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Region' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Europe', 'India', 'USA', 'Asia']);
    fireEvent.click(screen.getByRole('option', { name: 'India' }));
    expect(getPlans).toBeEnabled();
    await waitFor(() => expect(create).toBeEnabled());
  });

  describe('regions (GET api/get_cloud_regions_by_service/{serviceName}/2)', () => {
    const REGIONS_OF_SERVICE = '*/api/get_cloud_regions_by_service/:serviceName/:serviceId';
    const options = async () => {
      fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Region' }));
      return (await screen.findAllByRole('option')).map((o) => o.textContent);
    };

    it("offers the regions the call answers for the service, and sends the chosen one's value", async () => {
      const user = userEvent.setup();
      const asked: string[] = [];
      server.use(
        http.get(REGIONS_OF_SERVICE, ({ params }) => {
          asked.push(`${String(params.serviceName)}/${String(params.serviceId)}`);
          const row = (id: number, name: string) => ({ id, name, cpId: 1, serviceName: 'Storage' });
          return HttpResponse.json([row(1, 'East US'), row(2, 'Norway East'), row(3, 'Southeast Asia')]);
        }),
      );
      const plansAsked: string[] = [];
      server.use(
        http.get(PRICE_LIST, ({ request }) => {
          plansAsked.push(new URL(request.url).searchParams.get('region') ?? '');
          return HttpResponse.json({ items: [plan(0)], totalItems: 1 });
        }),
      );
      await openPage(techProject().projectId, 'tech', 'Storage');
      expect(await options()).toEqual(['USA', 'Norway East', 'Asia']);
      expect(asked).toEqual(['Storage/2']);
      fireEvent.click(screen.getByRole('option', { name: 'Norway East' }));
      await user.click(screen.getByRole('button', { name: 'Get Plans' }));
      await screen.findByText('Page 1 of 1');
      expect(plansAsked).toEqual(['Norway East']);
      expect(screen.queryByText(/standard regions are offered/)).toBeNull();
    });

    it("offers the mock's regions of a service under the seed's names", async () => {
      await openPage(techProject().projectId, 'tech', 'Static web apps');
      expect(await options()).toEqual(['Europe', 'India', 'USA', 'Asia']);
      expect(screen.queryByText(/standard regions are offered/)).toBeNull();
    });

    it('falls back to the fixed regions only when the call fails, and says so', async () => {
      server.use(http.get(REGIONS_OF_SERVICE, () => HttpResponse.json({ message: 'down' }, { status: 500 })));
      await openPage(techProject().projectId);
      expect(await screen.findByText('The regions of this service could not be loaded, so the standard regions are offered: Europe, India, USA and Asia.')).toBeVisible();
      expect(await options()).toEqual(['Europe', 'India', 'USA', 'Asia']);
      fireEvent.click(screen.getByRole('option', { name: 'USA' }));
      expect(screen.getByRole('button', { name: 'Get Plans' })).toBeEnabled();
    });
  });

  it('pages the plans five at a time with the Previous / Next rules', async () => {
    const user = userEvent.setup();
    usePlans(12);
    await openPage(techProject().projectId);
    await chooseRegion('Europe');
    await user.click(screen.getByRole('button', { name: 'Get Plans' }));
    const plans = await screen.findByRole('region', { name: 'Plans' });
    expect(await within(plans).findByText('Page 1 of 3')).toBeVisible();
    expect(within(plans).getAllByRole('listitem')).toHaveLength(5);
    expect(within(plans).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(plans).getByRole('button', { name: 'Next' }));
    expect(await within(plans).findByText('Page 2 of 3')).toBeVisible();
    expect(within(plans).getByRole('button', { name: 'Previous' })).toBeEnabled();
    await user.click(within(plans).getByRole('button', { name: 'Next' }));
    expect(await within(plans).findByText('Page 3 of 3')).toBeVisible();
    expect(within(plans).getAllByRole('listitem')).toHaveLength(2);
    expect(within(plans).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(plans).getByRole('button', { name: 'Previous' }));
    expect(await within(plans).findByText('Page 2 of 3')).toBeVisible();
  });

  it('shows green plans as buttons and pink ones as inert, with name, price and region', async () => {
    const user = userEvent.setup();
    const items = usePlans(5);
    await openPage(techProject().projectId);
    await chooseRegion('Europe');
    await user.click(screen.getByRole('button', { name: 'Get Plans' }));
    const plans = await screen.findByRole('region', { name: 'Plans' });
    await within(plans).findByText('Page 1 of 1');
    const green = within(plans).getAllByRole('button', { name: /^Plan \d/ });
    expect(green.map((b) => b.querySelector('h3')?.textContent)).toEqual(['Plan 0', 'Plan 2', 'Plan 4']);
    const pink = within(plans).getAllByRole('group');
    expect(pink.map((g) => g.getAttribute('aria-label'))).toEqual(['Plan 1', 'Plan 3']);
    for (const g of pink) {
      expect(g).toHaveAttribute('aria-disabled', 'true');
      expect(g).not.toHaveAttribute('tabindex');
      expect(within(g).queryByRole('button')).toBeNull();
    }
    expect(within(green[0]).getByText(formatPrice(items[0]))).toBeVisible();
    expect(within(green[0]).getAllByText(/westeurope · EU West/)[0]).toBeVisible();
  });

  it("shows a chosen plan's monthly estimate from the project's hits before its create button", async () => {
    const user = userEvent.setup();
    const project = techProject();
    const items = usePlans(5);
    await openPage(project.projectId);
    await chooseRegion('Europe');
    await user.click(screen.getByRole('button', { name: 'Get Plans' }));
    const plans = await screen.findByRole('region', { name: 'Plans' });
    const second = await within(plans).findByRole('button', { name: /^Plan 2/ });
    act(() => second.focus());
    await user.keyboard('{Enter}');
    expect(second).toHaveAttribute('aria-pressed', 'true');
    const chosen = screen.getByRole('region', { name: 'Chosen plan' });
    const amount = formatMonthlyEstimate(monthlyEstimate(items[2], project.noOfHits)!, 'USD');
    expect(within(chosen).getByText(`Estimated monthly cost: ${amount}`)).toBeVisible();
    expect(within(chosen).getByRole('button', { name: 'Create Service with Selected Plan' })).toBeEnabled();

    // Cost before commitment: the estimate shown is recorded with the request.
    const asked: URLSearchParams[] = [];
    server.use(
      http.post('*/api/createResourceSku', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.text('https://management.azure.example/subscriptions/dfc/operations/env-999');
      }),
    );
    await user.click(within(chosen).getByRole('button', { name: 'Create Service with Selected Plan' }));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0].get('skuId')).toBe(items[2].skuId);
    expect(asked[0].get('monthlyEstimate')).toBe(amount);
  });

  it("offers 'Download Light House Report' for a LIGHTHOUSE_SETUP_COMPLETED project and saves the newest report", async () => {
    const user = userEvent.setup();
    const project = db.projects.find((p) => p.projectId === 12)!;
    expect(project.projectStatus).toBe('LIGHTHOUSE_SETUP_COMPLETED');
    await openPage(12);
    await chooseRegion('Europe');
    await user.click(await enabledButton('Create Service with Default Plan Values'));
    await screen.findByText('Environment Creation Accepted');
    act(() => advanceClock(120_000));
    const result = await screen.findByRole('region', { name: 'Environment' });
    expect(within(result).queryByRole('button', { name: 'Get LightHouse Report' })).toBeNull();
    await user.click(within(result).getByRole('button', { name: 'Download Light House Report' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [bytes, name, type] = jest.mocked(saveFile).mock.calls[0];
    expect(name).toBe(project.lighthouseFile);
    expect(type).toBe('text/html');
    expect(new TextDecoder().decode(bytes as Uint8Array)).toContain('Aurora Relaunch');
  });

  it('creates with the default plan, polls to Succeeded, saves the URL and shows the result', async () => {
    const user = userEvent.setup();
    const project = techProject();
    const saved: unknown[] = [];
    server.use(
      http.put(SAVE_ENV_URL, async ({ request }) => {
        saved.push(await request.clone().json());
      }),
    );
    await openPage(project.projectId);
    await chooseRegion('Europe');
    await user.click(await enabledButton('Create Service with Default Plan Values'));
    expect(await screen.findByRole('heading', { name: 'Environment Creation Request Raised Successfully' })).toBeVisible();
    expect(screen.getByText('Loading')).toBeVisible();
    expect(await screen.findByText('Environment Creation Accepted')).toBeVisible();

    act(() => advanceClock(120_000));
    const result = await screen.findByRole('region', { name: 'Environment' });
    expect(within(result).getByText('Environment Creation Succeeded')).toBeVisible();
    const stored = db.projects.find((p) => p.projectId === project.projectId)!;
    expect(saved).toEqual([{ envURL: stored.envUrl, ip: stored.ipAddress ?? '' }]);
    const link = within(result).getByRole('link', { name: stored.envUrl! });
    expect(link).toHaveAttribute('href', stored.envUrl);
    for (const value of ['Azure App Service', 'Europe', project.hostingType!.name, project.cloudPlatform!.name, project.backend!.name]) {
      expect(within(result).getAllByText(value).length).toBeGreaterThan(0);
    }
    expect(within(result).getByRole('link', { name: 'Back' })).toHaveAttribute('href', `/viewApprovedProjectDetails/${project.projectId}`);
    expect(within(result).queryByRole('button', { name: /Light ?House Report/i })).toBeNull();
  });

  it("shows 'You'll get it if job succeeded' when the job fails", async () => {
    const user = userEvent.setup();
    const project = techProject();
    setFaults({ jobFaults: [{ jobKind: 'environmentCreation' }] });
    await openPage(project.projectId);
    await chooseRegion('USA');
    await user.click(await enabledButton('Create Service with Default Plan Values'));
    await screen.findByRole('heading', { name: 'Environment Creation Request Raised Successfully' });
    act(() => advanceClock(120_000));
    const result = await screen.findByRole('region', { name: 'Environment' });
    expect(within(result).getByText('Environment Creation Failed')).toBeVisible();
    expect(within(result).getByText("You'll get it if job succeeded")).toBeVisible();
    expect(within(result).queryByRole('link', { name: /http/ })).toBeNull();
  });

  it('stops polling when the page is left', async () => {
    const user = userEvent.setup();
    const project = techProject();
    let reads = 0;
    server.use(
      http.get(CHECK_STATUS, () => {
        reads += 1;
        return HttpResponse.json({ status: 'Running...', service: '', ipAddress: '' });
      }),
    );
    const { unmount } = await openPage(project.projectId);
    await chooseRegion('Asia');
    await user.click(await enabledButton('Create Service with Default Plan Values'));
    expect(await screen.findByText('Environment Creation Running...')).toBeVisible();
    await waitFor(() => expect(reads).toBeGreaterThan(2));
    unmount();
    const after = reads;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reads).toBeLessThanOrEqual(after + 1);
  });

  it('at the poll\'s bound says the environment creation is still running; Keep waiting polls the same job again', async () => {
    const user = userEvent.setup();
    config.timings.buildPollMaxRuns = 2;
    let reads = 0;
    server.use(
      http.get(CHECK_STATUS, () => {
        reads += 1;
        return HttpResponse.json({ status: 'Running...', service: '', ipAddress: '' });
      }),
    );
    await openPage(techProject().projectId);
    await chooseRegion('Asia');
    await user.click(await enabledButton('Create Service with Default Plan Values'));
    expect(await screen.findByText('Environment creation is still running. It can take a while.')).toBeVisible();
    expect(reads).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Keep waiting' }));
    await waitFor(() => expect(reads).toBe(4));
    expect(await screen.findByText('Environment creation is still running. It can take a while.')).toBeVisible();
  });

  it('keeps the region when the request fails, and Retry sends it again', async () => {
    const user = userEvent.setup();
    const project = techProject();
    server.use(http.post('*/api/createResource', () => HttpResponse.json({ message: 'down' }, { status: 500 }), { once: true }));
    await openPage(project.projectId);
    await chooseRegion('India');
    await user.click(await enabledButton('Create Service with Default Plan Values'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The environment request could not be sent');
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveTextContent('India');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Environment Creation Request Raised Successfully' })).toBeVisible();
  });

  it('shows Retry when the plans cannot be loaded', async () => {
    const user = userEvent.setup();
    server.use(http.get(PRICE_LIST, () => HttpResponse.json({ message: 'down' }, { status: 500 }), { once: true }));
    await openPage(techProject().projectId);
    await chooseRegion('Europe');
    await user.click(screen.getByRole('button', { name: 'Get Plans' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The plans could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/^Page 1 of \d+$/)).toBeVisible();
  });
});
