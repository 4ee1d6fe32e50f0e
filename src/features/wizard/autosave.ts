/**
 * The in-progress wizard, per user and project, as a local draft (src/shared/localDrafts.ts,
 * `dfc.wizardDraft.<userId>.<projectId>`), written once the user changed something: a reload, a
 * crash or a sign-out (idle or not) comes back to what was typed when the same user opens the same
 * project's wizard again; another user never reads it. Cleared after a successful submit; dropped
 * after 30 days.
 */
import type { LookupOption } from '../../domain/projects';
import { readDraft, removeDraft, writeDraft } from '../../shared/localDrafts';
import { LAST_STEP, type WizardValues } from './model';

export interface Autosave {
  values: WizardValues;
  step: number;
}

/** Whose draft of which project. */
export interface AutosaveSlot {
  userId: number;
  projectId: number;
}

type Check = (value: unknown) => boolean;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isOption: Check = (v) => isObject(v) && typeof v.id === 'number' && typeof v.name === 'string';
const optionOrNull: Check = (v) => v === null || isOption(v);
const options: Check = (v) => Array.isArray(v) && v.every(isOption);
const text: Check = (v) => typeof v === 'string';
const flag: Check = (v) => typeof v === 'boolean';

const SHAPE: Record<keyof WizardValues, Check> = {
  markets: optionOrNull,
  duration: optionOrNull,
  noOfSprints: text,
  noOfTeamMembers: text,
  qualityAssurance: options,
  cmsFlag: flag,
  cms: optionOrNull,
  frontend: optionOrNull,
  middleware: optionOrNull,
  framework: optionOrNull,
  backend: optionOrNull,
  dfcTemplates: optionOrNull,
  cloudPlatform: optionOrNull,
  cloudRegions: optionOrNull,
  hostingType: optionOrNull,
  environments: options,
  endUsers: options,
  noOfHits: text,
};

/** A stored value as an autosave, or null when it is not of the form's shape. */
export function autosaveOf(raw: unknown): Autosave | null {
  if (!isObject(raw) || !isObject(raw.values)) return null;
  const values = raw.values;
  const keys = Object.keys(SHAPE) as (keyof WizardValues)[];
  if (!keys.every((key) => SHAPE[key](values[key]))) return null;
  const step = typeof raw.step === 'number' && Number.isInteger(raw.step) && raw.step >= 0 && raw.step <= LAST_STEP ? raw.step : 0;
  const picked = Object.fromEntries(keys.map((key) => [key, values[key] as LookupOption | LookupOption[] | string | boolean | null]));
  return { values: picked as unknown as WizardValues, step };
}

/** The stored text as an autosave, or null when it is missing, not JSON, or not of the form's shape. */
export function parseAutosave(stored: string | null): Autosave | null {
  if (!stored) return null;
  try {
    return autosaveOf(JSON.parse(stored));
  } catch {
    return null;
  }
}

export function readAutosave({ userId, projectId }: AutosaveSlot): Autosave | null {
  return readDraft('wizard', userId, projectId, autosaveOf)?.value ?? null;
}

export function writeAutosave({ userId, projectId }: AutosaveSlot, autosave: Autosave): void {
  // Storage full or disabled: the form still lives in the page.
  writeDraft('wizard', userId, projectId, autosave);
}

export function clearAutosave({ userId, projectId }: AutosaveSlot): void {
  removeDraft('wizard', userId, projectId);
}
