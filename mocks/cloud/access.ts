/**
 * The cloud's objects of the access rules (mocks/core/access.ts): a resource name is its project's
 * (the name is derived from the project), and an environment request is followed by who asked for
 * it or by who sets up environments for its project (mayFollowEnvironmentJob).
 */
import { defineObjectKind } from '../core/access';
import { findJob } from '../core/jobs';
import { ownedProject } from '../projects/access';
import { ENVIRONMENT_JOB_KIND, jobIdOfStatusUrl, mayFollowEnvironmentJob, projectOfResourceName } from './environments';

defineObjectKind('resource', (value) => ownedProject(projectOfResourceName(value)));

defineObjectKind('environmentJob', (value) => {
  const jobId = jobIdOfStatusUrl(value);
  const job = jobId === null ? undefined : findJob(jobId);
  if (!job || job.kind !== ENVIRONMENT_JOB_KIND) return undefined;
  return { allows: (_relation, user) => mayFollowEnvironmentJob(user, job) };
});
