/**
 * The wizard's choices as a draft or a saved template carries them (seed 000 section 3). The
 * server keeps its own copy of each lookup option (found by id), so a stale or forged name never
 * reaches the tables, and applies the CMS rule (seed 000 section 4) whatever the client sent.
 */
import { applyCmsFlag, type LookupOption, type FullProjectDraft } from '../../src/domain/projects';
import { badRequest, ok, type Outcome } from '../core/outcome';
import { db } from '../core/state';
import '../lookups/table';

export type WizardFields = Pick<
  FullProjectDraft,
  | 'markets'
  | 'duration'
  | 'noOfSprints'
  | 'noOfTeamMembers'
  | 'qualityAssurance'
  | 'cmsFlag'
  | 'cms'
  | 'frontend'
  | 'middleware'
  | 'framework'
  | 'backend'
  | 'hostingType'
  | 'cloudPlatform'
  | 'cloudRegions'
  | 'dfcTemplates'
  | 'noOfHits'
  | 'endUsers'
  | 'environments'
  | 'noOfEnvironments'
>;

class Invalid extends Error {}

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

function idOf(value: unknown, field: string): number {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : undefined;
  const n = typeof id === 'string' && id.trim() !== '' ? Number(id) : id;
  if (typeof n !== 'number' || !Number.isInteger(n)) throw new Invalid(`Invalid ${field}`);
  return n;
}

function one<T extends LookupOption>(list: readonly T[], value: unknown, field: string): T | null {
  if (isBlank(value)) return null;
  const id = idOf(value, field);
  const found = list.find((o) => o.id === id);
  if (!found) throw new Invalid(`Unknown ${field}`);
  return { ...found };
}

function many<T extends LookupOption>(list: readonly T[], value: unknown, field: string): T[] {
  if (isBlank(value)) return [];
  if (!Array.isArray(value)) throw new Invalid(`Invalid ${field}`);
  const chosen = value.map((v) => one(list, v, field)).filter((o): o is T => o !== null);
  return chosen.filter((o, i) => chosen.findIndex((c) => c.id === o.id) === i);
}

function count(value: unknown, field: string): number | null {
  if (isBlank(value)) return null;
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) throw new Invalid(`Invalid ${field}`);
  return n;
}

function flag(value: unknown): boolean {
  if (isBlank(value)) return false;
  if (typeof value !== 'boolean') throw new Invalid('Invalid cmsFlag');
  return value;
}

/** The wizard fields of a body, or 400 naming the first field that is not valid. */
export function parseWizardFields(body: Record<string, unknown>): Outcome<WizardFields> {
  const { lookups } = db;
  try {
    const environments = many(lookups.environments, body.environments, 'environments');
    const fields: WizardFields = {
      markets: one(lookups.markets, body.markets, 'markets'),
      duration: one(lookups.durations, body.duration, 'duration'),
      noOfSprints: count(body.noOfSprints, 'noOfSprints'),
      noOfTeamMembers: count(body.noOfTeamMembers, 'noOfTeamMembers'),
      qualityAssurance: many(lookups.quality_assurance, body.qualityAssurance, 'qualityAssurance'),
      cmsFlag: flag(body.cmsFlag),
      cms: one(lookups.cms, body.cms, 'cms'),
      frontend: one(lookups.frontends, body.frontend, 'frontend'),
      middleware: one(lookups.middlewares, body.middleware, 'middleware'),
      framework: one(lookups.frameworks, body.framework, 'framework'),
      backend: one(lookups.backends, body.backend, 'backend'),
      hostingType: one(lookups.hosting_type, body.hostingType, 'hostingType'),
      cloudPlatform: one(lookups.cloud_platforms, body.cloudPlatform, 'cloudPlatform'),
      cloudRegions: one(db.cloudRegions, body.cloudRegions, 'cloudRegions'),
      dfcTemplates: one(lookups.dfc_templates, body.dfcTemplates, 'dfcTemplates'),
      noOfHits: count(body.noOfHits, 'noOfHits'),
      endUsers: many(lookups.end_users, body.endUsers, 'endUsers'),
      environments,
      noOfEnvironments: environments.length,
    };
    return ok(applyCmsFlag(fields, fields.cmsFlag));
  } catch (error) {
    if (error instanceof Invalid) return badRequest(error.message);
    throw error;
  }
}

/** A JSON object body, or null. */
export function asRecord(body: unknown): Record<string, unknown> | null {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

/** The wizard's fields of a project nobody has filled in yet. */
export function emptyWizardFields(): WizardFields {
  return {
    markets: null,
    duration: null,
    noOfSprints: null,
    noOfTeamMembers: null,
    qualityAssurance: [],
    cmsFlag: false,
    cms: null,
    frontend: null,
    middleware: null,
    framework: null,
    backend: null,
    hostingType: null,
    cloudPlatform: null,
    cloudRegions: null,
    dfcTemplates: null,
    noOfHits: null,
    endUsers: [],
    environments: [],
    noOfEnvironments: 0,
  };
}
