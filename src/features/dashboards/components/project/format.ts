import { dashboardTexts } from '../../../../texts/dashboards';

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A figure as shown: grouped thousands, at most 2 decimals; 'n/a' when the server sent no number. */
export function shownNumber(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? NUMBER.format(value) : dashboardTexts.project.notAvailable;
}

/** A monthly cost with its currency ('€1,234.50'); an unknown currency code is written after the amount. */
export function shownMoney(amount: unknown, currency: unknown): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return dashboardTexts.project.notAvailable;
  const code = typeof currency === 'string' ? currency.trim() : '';
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${code}`.trim();
  }
}

/** A date cut to its first 10 characters (YYYY-MM-DD, seed 001 section 9). */
export function shownDate(value: string): string {
  return value.slice(0, 10);
}

/** The list the server sent, or none when it sent something else. */
export function listOf<T>(value: T[] | null | undefined): T[] {
  return Array.isArray(value) ? value : [];
}
