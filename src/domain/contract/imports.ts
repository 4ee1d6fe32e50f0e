/**
 * Excel imports (seed 001 section 7): 'POST to a caller-supplied URL, multipart field file:
 * /api/import_amp_users_data or /api/import_amp_projects_data; response is a list of names already
 * registered'. The answer's shape is checked by src/api/imports.ts (a bare list, or one wrapped as
 * {result} or {data}: src/domain/imports.ts registeredNames).
 */
import { ImportForm, RegisteredNamesAnswer } from '../imports';
import { defineGroup, post } from './define';

export const importsContract = defineGroup('imports', {
  users: post('/api/import_amp_users_data', 'any').returns(RegisteredNamesAnswer).takes(ImportForm).allow('importData'),
  projects: post('/api/import_amp_projects_data', 'any').returns(RegisteredNamesAnswer).takes(ImportForm).allow('importData'),
});
