/** Dates are shown as their first 10 characters (YYYY-MM-DD): tasks, projects, notifications. */
export function datePart(value: string | null | undefined): string {
  return (value ?? '').slice(0, 10);
}
