import { approvalHandlers } from './approval';
import { authHandlers } from './auth';
import { lookupHandlers } from './lookups';
import { mockAdminHandlers } from './mockAdmin';
import { notificationHandlers } from './notifications';
import { projectHandlers } from './projects';
import { taskHandlers } from './tasks';
import { teamHandlers } from './team';
import { templateHandlers } from './templates';

/** Every endpoint of the mock backend, one group per API domain (mirrors src/api). */
export const handlers = [
  ...authHandlers,
  ...notificationHandlers,
  ...lookupHandlers,
  ...projectHandlers,
  ...approvalHandlers,
  ...templateHandlers,
  ...teamHandlers,
  ...taskHandlers,
  ...mockAdminHandlers,
];

export { requireUser } from './http';
