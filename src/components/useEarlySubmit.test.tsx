import type { FormEvent } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordEarlyClicks } from '../public/earlyClick';
import { useHydrated, useReplayEarlyClick } from './useEarlySubmit';

/** A form as the sign-in pages write it: posts, and its button submits only once hydrated. */
function Form({ onSubmit }: { onSubmit: (secret: string) => void }) {
  const ready = useHydrated();
  const { formRef, buttonRef } = useReplayEarlyClick(ready);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit((event.currentTarget.elements.namedItem('password') as HTMLInputElement).value);
  };
  return (
    <form ref={formRef} method="post" onSubmit={submit}>
      <input name="password" type="password" aria-label="password" />
      <button ref={buttonRef} type={ready ? 'submit' : 'button'} data-early-submit="">
        LOGIN
      </button>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

/** The form pre-rendered, the entry's click recorder set, no React running yet. */
function prerendered(onSubmit: (secret: string) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form onSubmit={onSubmit} />);
  document.body.append(container);
  recordEarlyClicks(container);
  const hydrate = () => act(() => void (root = hydrateRoot(container, <Form onSubmit={onSubmit} />)));
  return { container, button: container.querySelector('button')!, hydrate };
}

describe('a click on a pre-rendered form before React hydrated it', () => {
  // Safari does not focus a button it clicks.
  it('is replayed once after hydration although the button never took the focus; the password goes in no address', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    const { container, button, hydrate } = prerendered(onSubmit);
    await user.type(container.querySelector('input')!, 'secret-word');
    button.addEventListener('mousedown', (event) => event.preventDefault());
    await user.click(button);
    expect(button).not.toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    await hydrate();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith('secret-word');
    expect(window.location.href).not.toContain('secret-word');
    expect(button).toHaveAttribute('type', 'submit');
  });

  it('is not invented: a button that only has the focus is not submitted', async () => {
    const onSubmit = jest.fn();
    const { button, hydrate } = prerendered(onSubmit);
    button.focus();
    await hydrate();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
