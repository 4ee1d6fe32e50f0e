import { failureTexts } from '../texts';

/**
 * The page shown when the portal cannot start (the mock worker refused to start, a boot chunk
 * is missing, the first render threw): plain DOM, so it works when React, the theme or the
 * bundle itself is what failed. It says why in words, and offers Reload.
 */

/** Why the boot failed, in words for the person in front of the screen. */
export interface BootFailureReason {
  /** The main sentence (e.g. the mock backend could not start). */
  summary: string;
  /** An explanation, e.g. that service workers need https or localhost. */
  detail?: string;
  /** The error's own message, shown as it is. */
  message?: string;
}

/** The words for an error thrown while starting the mock worker. */
export function mockWorkerFailureReason(error: unknown, env: { secure: boolean; serviceWorker: boolean }): BootFailureReason {
  return {
    summary: failureTexts.mockWorkerFailed,
    detail: !env.secure || !env.serviceWorker ? failureTexts.serviceWorkersUnavailable : undefined,
    message: errorMessage(error),
  };
}

/** The words for any other boot failure. */
export function bootFailureReason(error: unknown): BootFailureReason {
  return { summary: failureTexts.bootFailed, message: errorMessage(error) };
}

function errorMessage(error: unknown): string | undefined {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  return undefined;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, style?: Partial<CSSStyleDeclaration>) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (style) Object.assign(node.style, style);
  return node;
}

/**
 * Replaces the content of `container` (the #root element, or the body when there is none) with
 * the failure page. Every text goes in through textContent: an error message is never HTML.
 */
export function showBootFailure(container: HTMLElement | null, reason: BootFailureReason): HTMLElement {
  const host = container ?? document.body;
  const page = element('main', undefined, {
    maxWidth: '36rem',
    margin: '4rem auto',
    padding: '0 1rem',
    fontFamily: 'Roboto, Helvetica, Arial, sans-serif',
    color: '#1f1f1f',
    lineHeight: '1.5',
  });
  page.setAttribute('data-boot-failure', '');
  const box = element('div');
  box.setAttribute('role', 'alert');
  box.append(element('h1', failureTexts.bootTitle, { fontSize: '1.5rem', margin: '0 0 1rem' }));
  box.append(element('p', reason.summary));
  if (reason.detail) box.append(element('p', reason.detail));
  if (reason.message) {
    const message = element('p', failureTexts.bootReason(reason.message), { fontFamily: 'monospace', wordBreak: 'break-word' });
    box.append(message);
  }
  box.append(element('p', failureTexts.bootHint));
  page.append(box);
  const reload = element('button', failureTexts.reload, {
    font: 'inherit',
    padding: '0.5rem 1.25rem',
    border: 'none',
    borderRadius: '4px',
    background: '#0b4f8a',
    color: '#fff',
    cursor: 'pointer',
  });
  reload.type = 'button';
  reload.addEventListener('click', () => window.location.reload());
  page.append(reload);
  host.replaceChildren(page);
  reload.focus();
  return page;
}
