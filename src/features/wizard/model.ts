/**
 * The wizard's rules as pure functions (seed 000 sections 2, 4, 5, 9): the form's values, where a
 * project reopens, the defaults, the CMS and cloud rules, what each move between steps sends, the
 * update payload, and templates in both directions.
 */
import { object, ValidationError } from 'yup';
import {
  applyCmsFlag,
  CREATION_STATUS,
  listWithLookupIds,
  templateName,
  wholeNumber,
  withLookupId,
  WIZARD_DEFAULTS,
  type AutoPopulate,
  type CloudRegion,
  type CodeTemplate,
  type CreationStatus,
  type LookupOption,
  type ProjectDraft,
  type SavedTemplate,
  type UserRef,
} from '../../domain/projects';
import { AGENCY_TYPE, can } from '../../domain/roles';
import type { TokenClaims } from '../../domain/session';
import { projectTexts } from '../../texts/projects';

export const GENERAL_STEP = 0;
export const TECHNICAL_STEP = 1;
export const ENVIRONMENT_STEP = 2;
export const LAST_STEP = ENVIRONMENT_STEP;
/** The target of Submit: leaving the last step forward. */
export const SUBMIT = LAST_STEP + 1;

/** What the user edits. Numbers are kept as typed (strings) and converted in the payload. */
export interface WizardValues {
  markets: LookupOption | null;
  duration: LookupOption | null;
  noOfSprints: string;
  noOfTeamMembers: string;
  qualityAssurance: LookupOption[];
  cmsFlag: boolean;
  cms: LookupOption | null;
  frontend: LookupOption | null;
  middleware: LookupOption | null;
  framework: LookupOption | null;
  backend: LookupOption | null;
  dfcTemplates: CodeTemplate | null;
  cloudPlatform: LookupOption | null;
  cloudRegions: CloudRegion | null;
  hostingType: LookupOption | null;
  environments: LookupOption[];
  endUsers: LookupOption[];
  noOfHits: string;
}

export type OptionField = 'markets' | 'duration' | 'cms' | 'frontend' | 'middleware' | 'framework' | 'backend' | 'hostingType';
export type ListField = 'qualityAssurance' | 'environments' | 'endUsers';
export type NumberField = 'noOfSprints' | 'noOfTeamMembers' | 'noOfHits';

/** The fields fixed at creation, shown read-only and sent back unchanged. */
export type ProjectIdentity = Pick<
  ProjectDraft,
  'projectId' | 'projectName' | 'projectSummary' | 'projectCreator' | 'projectBrand'
>;

const numberText = (value: number | null | undefined, fallback: number): string =>
  value === null || value === undefined ? String(fallback) : String(value);

/** A project never saved from the wizard (no creation status yet). */
export function isFresh(draft: Pick<ProjectDraft, 'projectCreationStatus'> | undefined): boolean {
  return !draft?.projectCreationStatus;
}

/**
 * SUBMITTED (waiting for approval) or APPROVED: the wizard is no longer the way in. The seeds'
 * card click sends such a project to its details page (seed 000 section 2); saving its wizard
 * would take it out of the approval queue.
 */
export function isClosedForWizard(draft: Pick<ProjectDraft, 'projectCreationStatus'>): boolean {
  return draft.projectCreationStatus === CREATION_STATUS.submitted || draft.projectCreationStatus === CREATION_STATUS.approved;
}

/** The form's values restored from the draft; the seed's defaults where it holds nothing. */
export function valuesFromDraft(draft: Partial<ProjectDraft> | undefined): WizardValues {
  const d = draft ?? {};
  return {
    markets: withLookupId(d.markets),
    duration: withLookupId(d.duration),
    noOfSprints: numberText(d.noOfSprints, WIZARD_DEFAULTS.noOfSprints),
    noOfTeamMembers: numberText(d.noOfTeamMembers, WIZARD_DEFAULTS.noOfTeamMembers),
    qualityAssurance: listWithLookupIds(d.qualityAssurance),
    cmsFlag: d.cmsFlag ?? false,
    cms: withLookupId(d.cms),
    frontend: withLookupId(d.frontend),
    middleware: withLookupId(d.middleware),
    framework: withLookupId(d.framework),
    backend: withLookupId(d.backend),
    dfcTemplates: withLookupId(d.dfcTemplates),
    cloudPlatform: withLookupId(d.cloudPlatform),
    cloudRegions: d.cloudRegions ?? null,
    hostingType: withLookupId(d.hostingType),
    environments: listWithLookupIds(d.environments),
    endUsers: listWithLookupIds(d.endUsers),
    noOfHits: numberText(d.noOfHits, WIZARD_DEFAULTS.noOfHits),
  };
}

/** A DRAFT reopens where it was left: the draft is saved on entering the Technical step. */
export function startStep(draft: Pick<ProjectDraft, 'projectCreationStatus'> | undefined): number {
  return draft?.projectCreationStatus === CREATION_STATUS.draft ? TECHNICAL_STEP : GENERAL_STEP;
}

export interface DefaultLists {
  hostingType?: readonly LookupOption[];
  cloudPlatform?: readonly LookupOption[];
  environments?: readonly LookupOption[];
}

const byName = (list: readonly LookupOption[] | undefined, name: string) =>
  list?.find((o) => o.name.toLowerCase() === name.toLowerCase()) ?? null;

/**
 * The defaults that need a list (hosting type PaaS, cloud platform Azure, one environment), once
 * the lists are there. Only empty fields are filled; the environment only on a fresh project (a
 * saved draft keeps its choice). Returns the same object when nothing changes.
 */
export function withListDefaults(values: WizardValues, lists: DefaultLists, fresh: boolean): WizardValues {
  const patch: Partial<WizardValues> = {};
  if (!values.hostingType && byName(lists.hostingType, WIZARD_DEFAULTS.hostingType)) {
    patch.hostingType = byName(lists.hostingType, WIZARD_DEFAULTS.hostingType);
  }
  if (!values.cloudPlatform && byName(lists.cloudPlatform, WIZARD_DEFAULTS.cloudPlatform)) {
    patch.cloudPlatform = byName(lists.cloudPlatform, WIZARD_DEFAULTS.cloudPlatform);
    patch.cloudRegions = null;
  }
  if (fresh && values.environments.length === 0 && lists.environments?.length) {
    patch.environments = lists.environments.slice(0, WIZARD_DEFAULTS.noOfEnvironments);
  }
  return Object.keys(patch).length ? { ...values, ...patch } : values;
}

/** Ticking the CMS flag clears frontend, middleware, framework and backend; unticking clears the CMS. */
export function setCmsFlag(values: WizardValues, cmsFlag: boolean): WizardValues {
  return applyCmsFlag(values, cmsFlag);
}

/** A region belongs to a platform: choosing another platform clears the region. */
export function setCloudPlatform(values: WizardValues, platform: LookupOption | null): WizardValues {
  if (platform?.id === values.cloudPlatform?.id) return { ...values, cloudPlatform: platform };
  return { ...values, cloudPlatform: platform, cloudRegions: null };
}

/** Adds or removes an option of a checkbox group (by id), keeping the list's order of choice. */
export function toggleOption(list: readonly LookupOption[], option: LookupOption, checked: boolean): LookupOption[] {
  const without = list.filter((o) => o.id !== option.id);
  return checked ? [...without, option] : without;
}

/** A typed number as the payload carries it: null when empty or not a number. */
export function toNumber(typed: string): number | null {
  if (typed.trim() === '') return null;
  const n = Number(typed);
  return Number.isFinite(n) ? n : null;
}

export interface Move {
  /** The update to send before moving, if any. */
  save: CreationStatus | null;
  /** Whether the last step's rules are checked first. */
  validate: boolean;
}

/**
 * What a move between steps sends (seed 000 section 4): leaving the last step forward validates
 * and submits; choosing the Technical step, or any other move forward, saves a DRAFT; going back
 * elsewhere sends nothing.
 */
export function planMove(from: number, to: number): Move {
  if (to > LAST_STEP) return { save: CREATION_STATUS.submitted, validate: true };
  if (to === from) return { save: null, validate: false };
  if (to === TECHNICAL_STEP || to > from) return { save: CREATION_STATUS.draft, validate: false };
  return { save: null, validate: false };
}

const submitSchema = object({
  dfcTemplates: object().nullable().required(projectTexts.projects.wizardNoTemplate),
});

/** The last step's rule: a code template is required. The message to show, or null. */
export function submitProblem(values: WizardValues): string | null {
  try {
    submitSchema.validateSync(values);
    return null;
  } catch (error) {
    return error instanceof ValidationError ? error.message : projectTexts.projects.wizardNoTemplate;
  }
}

/** The fixed fields, from the auto-populate answer, else from the draft. */
export function projectIdentity(projectId: number, auto: AutoPopulate | undefined, draft: Partial<ProjectDraft> | undefined): ProjectIdentity {
  return {
    projectId,
    projectName: auto?.projectName ?? draft?.projectName ?? '',
    // Left out when neither answer has them (the seeds' details do not list them): an update then
    // does not overwrite them.
    projectSummary: auto?.projectSummary ?? draft?.projectSummary,
    projectCreator: auto?.projectCreator ?? draft?.projectCreator,
    projectBrand: auto?.projectBrand ?? draft?.projectBrand ?? { brandId: 0, brandName: '' },
  };
}

/**
 * The agency the project belongs to: the signed-in agency user; a brand manager filling the
 * wizard keeps the project's agency.
 */
export function dfcUserFor(claims: Pick<TokenClaims, 'Id' | 'sub' | 'Role' | 'TYPE'>, current: UserRef | null | undefined): UserRef {
  const me = { userId: claims.Id, username: claims.sub };
  if (claims.TYPE === AGENCY_TYPE || can(claims.Role, 'myProjects')) return me;
  return current ?? me;
}

/** The full update payload (PUT /api/update_dfc_project). */
export function buildPayload(identity: ProjectIdentity, values: WizardValues, status: CreationStatus, dfcUser: UserRef): ProjectDraft {
  return {
    ...identity,
    dfcUser,
    projectCreationStatus: status,
    markets: values.markets,
    duration: values.duration,
    noOfSprints: toNumber(values.noOfSprints),
    noOfTeamMembers: toNumber(values.noOfTeamMembers),
    qualityAssurance: values.qualityAssurance,
    cmsFlag: values.cmsFlag,
    cms: values.cms,
    frontend: values.frontend,
    middleware: values.middleware,
    framework: values.framework,
    backend: values.backend,
    hostingType: values.hostingType,
    cloudPlatform: values.cloudPlatform,
    cloudRegions: values.cloudRegions,
    dfcTemplates: values.dfcTemplates,
    noOfHits: toNumber(values.noOfHits),
    endUsers: values.endUsers,
    environments: values.environments,
    noOfEnvironments: values.environments.length,
  };
}

const numberOrEmpty = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** 'Fill Template Data': every wizard field from the template (name, brand, creator and summary stay). */
export function fillFromTemplate(values: WizardValues, template: SavedTemplate): WizardValues {
  const filled: WizardValues = {
    ...values,
    markets: template.markets ?? null,
    duration: template.duration ?? null,
    noOfSprints: numberOrEmpty(template.noOfSprints),
    noOfTeamMembers: numberOrEmpty(template.noOfTeamMembers),
    qualityAssurance: template.qualityAssurance ?? [],
    cms: template.cms ?? null,
    frontend: template.frontend ?? null,
    middleware: template.middleware ?? null,
    framework: template.framework ?? null,
    backend: template.backend ?? null,
    dfcTemplates: template.dfcTemplates ?? null,
    cloudPlatform: template.cloudPlatform ?? null,
    cloudRegions: template.cloudRegions ?? null,
    hostingType: template.hostingType ?? null,
    environments: template.environments ?? [],
    endUsers: template.endUsers ?? [],
    noOfHits: numberOrEmpty(template.noOfHits),
  };
  return applyCmsFlag(filled, Boolean(template.cmsFlag));
}

/** 'Save This Template': the template body, name upper-cased, sprints and team members whole numbers. */
export function templateFromValues(values: WizardValues, typedName: string, dfcUser: UserRef): SavedTemplate {
  return {
    templateName: templateName(typedName.trim()),
    hostingType: values.hostingType,
    markets: values.markets,
    cms: values.cms,
    frontend: values.frontend,
    middleware: values.middleware,
    framework: values.framework,
    backend: values.backend,
    cloudPlatform: values.cloudPlatform,
    dfcTemplates: values.dfcTemplates,
    noOfHits: toNumber(values.noOfHits),
    endUsers: values.endUsers,
    noOfSprints: wholeNumber(values.noOfSprints),
    noOfTeamMembers: wholeNumber(values.noOfTeamMembers),
    cmsFlag: values.cmsFlag,
    noOfEnvironments: values.environments.length,
    qualityAssurance: values.qualityAssurance,
    environments: values.environments,
    cloudRegions: values.cloudRegions,
    duration: values.duration,
    dfcUser,
  };
}

/** A project id from the path or the location state: a whole positive number, else null. */
export function projectIdFrom(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[1-9]\d{0,8}$/.test(text)) return null;
  return Number(text);
}
