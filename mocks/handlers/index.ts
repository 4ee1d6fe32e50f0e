import { authHandlers } from './auth';
import { mockAdminHandlers } from './mockAdmin';
import { notificationHandlers } from './notifications';

/** Every endpoint of the mock backend, one group per API domain (mirrors src/api). */
export const handlers = [...authHandlers, ...notificationHandlers, ...mockAdminHandlers];

export { requireUser } from './http';
