/**
 * The wizard's option lists: the 13 list endpoints and the regions of the chosen cloud platform,
 * each applied 150 ms after it arrives (seed 000 sections 4 and 9; config.timings.optionListDelayMs).
 */
import { useEffect, useMemo, useState } from 'react';
import { useCloudRegionsQuery, useLookupQuery } from '../../api/projects';
import { config } from '../../config';
import type { CloudRegion, CodeTemplate, LookupList, LookupOption } from '../../domain/projects';

/**
 * `value`, once it has been there for `ms` milliseconds; undefined before, and again while a new
 * value waits its turn.
 */
export function useDelayed<T>(value: T | undefined, ms: number): T | undefined {
  const [applied, setApplied] = useState<{ value: T } | null>(null);
  useEffect(() => {
    if (value === undefined) return undefined;
    const timer = setTimeout(() => setApplied({ value }), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return applied && applied.value === value ? applied.value : undefined;
}

interface ListState<T> {
  options: T[] | undefined;
  failed: boolean;
  retry: () => void;
}

function useList<T extends LookupOption = LookupOption>(list: LookupList): ListState<T> {
  const { currentData, isError, refetch } = useLookupQuery(list);
  const options = useDelayed(currentData as T[] | undefined, config.timings.optionListDelayMs);
  return { options, failed: isError, retry: refetch };
}

export interface WizardLists {
  markets?: LookupOption[];
  durations?: LookupOption[];
  frontends?: LookupOption[];
  middlewares?: LookupOption[];
  backends?: LookupOption[];
  frameworks?: LookupOption[];
  qualityAssurance?: LookupOption[];
  cms?: LookupOption[];
  codeTemplates?: CodeTemplate[];
  cloudPlatforms?: LookupOption[];
  hostingTypes?: LookupOption[];
  environments?: LookupOption[];
  endUsers?: LookupOption[];
  /** Lists that failed to load. */
  failed: number;
  retryFailed: () => void;
}

/** Every list of the wizard, fetched when the wizard opens (so step 3's defaults are known early). */
export function useWizardLists(): WizardLists {
  const markets = useList('get_markets');
  const durations = useList('get_durations');
  const frontends = useList('get_frontends');
  const middlewares = useList('get_middlewares');
  const backends = useList('get_backends');
  const frameworks = useList('get_frameworks');
  const qualityAssurance = useList('get_quality_assurance');
  const cms = useList('get_cms');
  const codeTemplates = useList<CodeTemplate>('get_dfc_templates');
  const cloudPlatforms = useList('get_cloud_platforms');
  const hostingTypes = useList('get_hosting_type');
  const environments = useList('get_environments');
  const endUsers = useList('get_end_users');
  const all = [
    markets, durations, frontends, middlewares, backends, frameworks, qualityAssurance, cms, codeTemplates,
    cloudPlatforms, hostingTypes, environments, endUsers,
  ];
  const failedStates = all.filter((s) => s.failed);
  const failed = failedStates.length;
  const retries = failedStates.map((s) => s.retry);
  return {
    markets: markets.options,
    durations: durations.options,
    frontends: frontends.options,
    middlewares: middlewares.options,
    backends: backends.options,
    frameworks: frameworks.options,
    qualityAssurance: qualityAssurance.options,
    cms: cms.options,
    codeTemplates: codeTemplates.options,
    cloudPlatforms: cloudPlatforms.options,
    hostingTypes: hostingTypes.options,
    environments: environments.options,
    endUsers: endUsers.options,
    failed,
    retryFailed: () => retries.forEach((retry) => retry()),
  };
}

/** The regions of a cloud platform (none until a platform is chosen). */
export function useCloudRegions(cloudPlatformId: number | undefined): { regions: CloudRegion[] | undefined; failed: boolean } {
  const { currentData, isError } = useCloudRegionsQuery(cloudPlatformId ?? 0, { skip: !cloudPlatformId });
  const regions = useDelayed(currentData, config.timings.optionListDelayMs);
  return useMemo(() => ({ regions, failed: isError }), [regions, isError]);
}
