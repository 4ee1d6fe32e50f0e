/**
 * Saved wizard templates (seed 000 sections 3, 5, 8): per user, names upper-cased and unique per
 * user (another user may use the same name).
 */
import { TEMPLATE_SAVED, templateName, wholeNumber, type SavedTemplate } from '../../src/domain/projects';
import { badRequest, ok, type Outcome } from '../core/outcome';
import { db, nextId } from '../core/state';
import type { MockUser } from '../core/types';
import type { StoredTemplate } from './types';
import { asRecord, parseWizardFields } from '../wizard/wizardFields';
import '../projects/table';

export const templateExists = (name: string) => `${name} already exists, please enter another name`;

const toWire = ({ templateId: _id, ownerId: _owner, ...template }: StoredTemplate): SavedTemplate => structuredClone(template);

/** GET /api/get_dfc_project_template_by_user_id: the caller's templates, oldest first. */
export function templatesOf(user: MockUser): SavedTemplate[] {
  return db.templates.filter((t) => t.ownerId === user.userId).map(toWire);
}

/** POST /api/create_dfc_project_template: 'success', or the exists message when the caller has the name. */
export function saveTemplate(user: MockUser, body: unknown): Outcome<string> {
  const input = asRecord(body);
  const typed = typeof input?.templateName === 'string' ? input.templateName.trim() : '';
  if (!input || !typed) return badRequest('Missing templateName');
  const name = templateName(typed);
  if (db.templates.some((t) => t.ownerId === user.userId && t.templateName.toUpperCase() === name)) {
    return ok(templateExists(name));
  }
  const fields = parseWizardFields(input);
  if (!fields.ok) return fields;
  db.templates.push({
    ...fields.value,
    noOfSprints: wholeNumber(fields.value.noOfSprints),
    noOfTeamMembers: wholeNumber(fields.value.noOfTeamMembers),
    templateName: name,
    dfcUser: { userId: user.userId, username: user.username },
    templateId: nextId('templateId'),
    ownerId: user.userId,
  });
  return ok(TEMPLATE_SAVED);
}
