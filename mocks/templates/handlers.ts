/** Saved wizard templates (contract.projects.savedTemplates / saveTemplate): whoever fills the wizard, each their own. */
import { HttpResponse } from 'msw';
import { contract } from '../../src/domain/contract';
import { saveTemplate, templatesOf } from './templates';
import { handle } from '../core/contract';
import { answer, plain, readJson } from '../core/http';

const { projects } = contract;

export const templateRoutes = [
  handle(projects.savedTemplates, ({ user }) => HttpResponse.json(templatesOf(user))),

  /** text/plain 'success' or '{name} already exists, please enter another name'. */
  handle(projects.saveTemplate, async ({ request, user }) => answer(saveTemplate(user, await readJson(request)), plain)),
];
