import type { DevopsStatusClass } from '../domain/devopsStatus';

/** The devops status lines (the labels themselves come from the status maps of src/domain/devopsStatus.ts). Ours. */
export const devopsStatusTexts = {
  title: 'Devops Status',
  none: 'No devops status yet.',
  classWords: { success: 'completed', failed: 'failed', pending: 'pending', in_progress: 'in progress' } satisfies Record<DevopsStatusClass, string>,
} as const;
