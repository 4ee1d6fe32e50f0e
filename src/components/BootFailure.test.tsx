import { fireEvent, screen } from '@testing-library/dom';
import { bootFailureReason, mockWorkerFailureReason, showBootFailure } from './BootFailure';
import { failureTexts } from '../texts';

describe('the boot failure page', () => {
  afterEach(() => document.body.replaceChildren());

  it('says that the mock worker could not start, why, and the error, with a Reload button', () => {
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    const error = new Error('[MSW] Failed to register a Service Worker: the operation is insecure.');
    showBootFailure(root, mockWorkerFailureReason(error, { secure: false, serviceWorker: false }));

    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { level: 1, name: failureTexts.bootTitle })).toBeInTheDocument();
    expect(alert).toHaveTextContent(failureTexts.mockWorkerFailed);
    expect(alert).toHaveTextContent('Service workers need a secure page: open the portal over https or on localhost');
    expect(alert).toHaveTextContent(`Reason: ${error.message}`);
    const reload = screen.getByRole('button', { name: 'Reload' });
    expect(reload).toHaveFocus();
    expect(root).toContainElement(reload);
  });

  it('on a secure page with service workers, gives the error without the https hint', () => {
    showBootFailure(null, mockWorkerFailureReason(new Error('Failed to fetch'), { secure: true, serviceWorker: true }));
    expect(screen.getByRole('alert')).not.toHaveTextContent(failureTexts.serviceWorkersUnavailable);
    expect(screen.getByRole('alert')).toHaveTextContent('Reason: Failed to fetch');
  });

  it('shows any boot failure, and an error message is text, never HTML', () => {
    showBootFailure(null, bootFailureReason(new Error('<img src=x onerror=alert(1)>')));
    expect(screen.getByRole('alert')).toHaveTextContent(failureTexts.bootFailed);
    expect(screen.getByRole('alert')).toHaveTextContent('Reason: <img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
  });

  it('Reload reloads the page', () => {
    showBootFailure(null, bootFailureReason(new Error('boom')));
    // jsdom cannot navigate: it reports each navigation it is asked for (a reload included) as an error.
    const navigations = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const navigated = () => navigations.mock.calls.filter(([error]) => /Not implemented: navigation/.test(String(error))).length;
    try {
      fireEvent.click(screen.getByRole('heading', { level: 1 }));
      expect(navigated()).toBe(0);
      fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
      expect(navigated()).toBe(1);
      expect(window.location.href).toBe('http://localhost/');
    } finally {
      navigations.mockRestore();
    }
  });
});
