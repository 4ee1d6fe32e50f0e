import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, server } from '../../../../mocks/node';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import type { DemoUser } from '../../../testing/tokens';

// The whole route table renders here; on a busy machine the first answers can take a while.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(45000);

const TITLE = 'Create DFC Project';

async function open(as: DemoUser) {
  await renderWithProviders(null, { route: '/CreateDFCProject', as });
  await screen.findByRole('heading', { level: 1, name: TITLE });
  return within(screen.getByRole('form', { name: TITLE }));
}

describe('CreateProjectPage: for whom a project may be created', () => {
  it('an agency is offered itself alone as the agency (the server refuses another)', async () => {
    const form = await open('lagency');
    const agency = form.getByRole('combobox', { name: 'Agency' });
    await waitFor(() => expect(within(agency).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select an agency', 'lagency']));
  });

  it('a refused creation (403) says who may create for whom, and OK returns to the form as typed', async () => {
    server.use(http.post('*/api/projectsetup', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 }), { once: true }));
    const form = await open('gbm');
    const brand = form.getByRole('combobox', { name: 'Brand' });
    const agency = form.getByRole('combobox', { name: 'Agency' });
    await waitFor(() => expect(within(brand).getAllByRole('option').length).toBeGreaterThan(1));
    await waitFor(() => expect(within(agency).getByRole('option', { name: 'gagency' })).toBeInTheDocument());
    await userEvent.click(form.getByRole('textbox', { name: 'Project Name' }));
    await userEvent.paste('Refused Launch 2099');
    await userEvent.selectOptions(brand, within(brand).getAllByRole('option')[1] as HTMLOptionElement);
    await userEvent.selectOptions(agency, 'gagency');
    await userEvent.click(form.getByRole('textbox', { name: 'Summary' }));
    await userEvent.paste('Not to be created.');
    await userEvent.click(form.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not allowed' });
    expect(dialog).toHaveTextContent('An agency may create projects only for itself; a brand manager may create them for any agency.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(form.getByRole('textbox', { name: 'Project Name' })).toHaveValue('Refused Launch 2099');
  });
});
