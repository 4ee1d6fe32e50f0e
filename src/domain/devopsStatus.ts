/**
 * Devops pipeline status codes (seed 000 section 4, seed 001 section 4). Each code resolves to a
 * label and a class; the class picks the icon colour. Two maps are kept in local storage: one for
 * project scope and one for app scope (they differ in the IAC pipeline's wording).
 */
export type DevopsStatusClass = 'success' | 'failed' | 'pending' | 'in_progress';

export interface DevopsStatusEntry {
  status: DevopsStatusClass;
  label: string;
}

export type DevopsStatusMap = Record<string, DevopsStatusEntry>;

export const STATUS_ICON_COLOUR: Record<DevopsStatusClass, 'green' | 'red' | 'grey' | 'orange'> = {
  success: 'green',
  failed: 'red',
  pending: 'grey',
  in_progress: 'orange',
};

type Suffix = 'SUCCESS' | 'PENDING' | 'FAILURE' | 'IN-PROGRESS';
const SUFFIX_CLASS: Record<Suffix, DevopsStatusClass> = {
  SUCCESS: 'success',
  PENDING: 'pending',
  FAILURE: 'failed',
  'IN-PROGRESS': 'in_progress',
};
const SUFFIX_WORD: Record<Suffix, string> = {
  SUCCESS: 'Completed',
  PENDING: 'Pending',
  FAILURE: 'Failed',
  'IN-PROGRESS': 'In Progress',
};
const ALL_SUFFIXES: Suffix[] = ['SUCCESS', 'PENDING', 'FAILURE', 'IN-PROGRESS'];

function family(prefix: string, labelStart: string): DevopsStatusMap {
  return Object.fromEntries(
    ALL_SUFFIXES.map((s) => [`${prefix}-${s}`, { status: SUFFIX_CLASS[s], label: `${labelStart} ${SUFFIX_WORD[s]}` }]),
  );
}

const common: DevopsStatusMap = {
  ...family('DFC-PROJECT-SETUP-PIPELINE', 'Devops Project Setup'),
  ...family('DFC-REPO-SETUP-PIPELINE', 'App Repo Setup'),
  'DFC-INFRA-DETAIL-PIPELINE-SUCCESS': { status: 'success', label: 'App Infra Detaile Fetch Completed' },
  'DFC-INFRA-DETAIL-PIPELINE-FAILURE': { status: 'failed', label: 'App Infra Detaile Fetch Failed' },
  'DFC-CI-CD-PIPELINE-IN-PROGRESS': { status: 'in_progress', label: 'Build In Progress' },
  'DFC-CI-CD-PIPELINE-SUCCESS': { status: 'success', label: 'Last Build Successful' },
  'DFC-CI-CD-PIPELINE-FAILURE': { status: 'failed', label: 'Last Build Failed' },
  'DFC-Report-Pipeline-SUCCESS': { status: 'success', label: 'Report Successfully Generated' },
  'DFC-Report-Pipeline-IN-PROGRESS': { status: 'in_progress', label: 'Report Generation In Progress' },
  'DFC-Report-Pipeline-FAILURE': { status: 'failed', label: 'Report Generation Failed' },
};

export const PROJECT_DEVOPS_STATUS_MAP: DevopsStatusMap = {
  ...common,
  ...family('DFC-IAC-PIPELINE', 'Project Infra Setup'),
};

export const APP_DEVOPS_STATUS_MAP: DevopsStatusMap = {
  ...common,
  ...family('DFC-IAC-PIPELINE', 'App Infra Setup'),
};

/** Resolves a code through a map; unknown codes read as pending with the code as label. */
export function resolveDevopsStatus(map: DevopsStatusMap, code: string): DevopsStatusEntry {
  return map[code] ?? { status: 'pending', label: code };
}

/** A stored map is usable when every value has a known class and a label. */
export function isDevopsStatusMap(value: unknown): value is DevopsStatusMap {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(
    (v) =>
      typeof v === 'object' && v !== null && typeof (v as DevopsStatusEntry).label === 'string' &&
      (v as DevopsStatusEntry).status in STATUS_ICON_COLOUR,
  );
}
