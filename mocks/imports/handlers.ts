/**
 * Excel imports (seed 001 sections 6, 7): roles 1 and 8; the workbook in the multipart field
 * `file`. 200 with the list of names already registered; 400 {message: 'Please upload valid data
 * format', problems} for a workbook that cannot be imported (mocks/imports/imports.ts).
 */
import { HttpResponse } from 'msw';
import { importsContract } from '../../src/domain/contract/imports';
import type { ImportKind } from '../../src/domain/imports';
import type { MockUser } from '../core/types';
import { importWorkbook } from './imports';
import { handle } from '../core/contract';
import { message } from '../core/http';

async function importFrom(request: Request, kind: ImportKind, user: MockUser): Promise<Response> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return message('Expected a multipart body with the field file', 400);
  }
  const outcome = await importWorkbook(user, kind, form.get('file'));
  if (outcome.ok) return HttpResponse.json(outcome.names);
  return HttpResponse.json({ message: outcome.message, problems: outcome.problems }, { status: outcome.status });
}

export const importRoutes = [
  handle(importsContract.users, ({ request, user }) => importFrom(request, 'users', user)),
  handle(importsContract.projects, ({ request, user }) => importFrom(request, 'projects', user)),
];
