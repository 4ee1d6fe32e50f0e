import { render, screen } from '@testing-library/react';
import { PageLoading } from './PageLoading';
import { texts } from '../texts';

describe('PageLoading', () => {
  it('says it is loading, in a polite status, beside a spinner hidden from assistive technology', () => {
    render(<PageLoading />);
    expect(screen.getByRole('status')).toHaveTextContent(texts.common.loading);
    expect(screen.getByRole('progressbar', { hidden: true })).toHaveAttribute('aria-hidden', 'true');
  });

  it('has a spinner that only turns: no arc animation, which would repaint on the main thread at every frame', () => {
    render(<PageLoading label="Loading the projects" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the projects');
    const spinner = screen.getByRole('progressbar', { hidden: true });
    const animation = (element: Element) => getComputedStyle(element).animation || getComputedStyle(element).animationName;
    expect(animation(spinner)).toMatch(/infinite/);
    const arc = spinner.querySelector('circle')!;
    expect(animation(arc)).toBe('');
  });
});
