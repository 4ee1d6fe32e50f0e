/**
 * Test helpers for components that need no store (imported by tests only): a plain render with
 * the portal's theme, and axe's serious and critical findings.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import axe from 'axe-core';
import { theme } from '../shared/theme';

export function renderView(ui: ReactElement) {
  return render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
}

/**
 * axe's serious and critical violations inside `container`, as "rule: target" lines. Colour
 * contrast needs a layout jsdom has not (colour ratios are tested where the colours are defined).
 */
export async function seriousAxeViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}
