/**
 * The in-progress wizard in sessionStorage, per user and project: a reload (or a crash) comes back
 * to what was typed. Cleared after a successful submit; logout clears sessionStorage as a whole.
 */
import type { LookupOption } from '../../domain/projects';
import { LAST_STEP, type WizardValues } from './model';

export interface Autosave {
  values: WizardValues;
  step: number;
}

export function autosaveKey(userId: number, projectId: number): string {
  return `dfc.wizard.${userId}.${projectId}`;
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

/** The stored text as an autosave, or null when it is missing, not JSON, or not of the form's shape. */
export function parseAutosave(stored: string | null): Autosave | null {
  if (!stored) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch {
    return null;
  }
  if (!isObject(raw) || !isObject(raw.values)) return null;
  const values = raw.values;
  const keys = Object.keys(SHAPE) as (keyof WizardValues)[];
  if (!keys.every((key) => SHAPE[key](values[key]))) return null;
  const step = typeof raw.step === 'number' && Number.isInteger(raw.step) && raw.step >= 0 && raw.step <= LAST_STEP ? raw.step : 0;
  const picked = Object.fromEntries(keys.map((key) => [key, values[key] as LookupOption | LookupOption[] | string | boolean | null]));
  return { values: picked as unknown as WizardValues, step };
}

export function readAutosave(key: string): Autosave | null {
  try {
    return parseAutosave(window.sessionStorage.getItem(key));
  } catch {
    return null;
  }
}

export function writeAutosave(key: string, autosave: Autosave): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(autosave));
  } catch {
    /* storage full or disabled: the form still lives in the page */
  }
}

export function clearAutosave(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    /* storage disabled */
  }
}
