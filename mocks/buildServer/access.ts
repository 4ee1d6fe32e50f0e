/**
 * The tech chain's build-server builds as objects of the access rules (mocks/core/access.ts): a
 * queue item (queueId) or a build (jobName and buildNo) is its project's.
 */
import { defineObjectKind } from '../core/access';
import { positiveInt } from '../core/http';
import { db } from '../core/state';
import { ownedProject } from '../projects/access';
import { findProject } from '../projects/projects';
import { buildKind, buildResultOf, isBuildJob, isBuildJobName } from './buildServer';

defineObjectKind('serverBuild', (value, { params }) => {
  const number = positiveInt(value);
  if (number === null) return undefined;
  const jobName = typeof params.jobName === 'string' ? params.jobName : undefined;
  const job =
    jobName === undefined
      ? db.jobs.find((j) => isBuildJob(j) && buildResultOf(j).queueId === number)
      : isBuildJobName(jobName)
        ? db.jobs.find((j) => j.kind === buildKind(jobName) && buildResultOf(j).buildNo === number)
        : undefined;
  return job && ownedProject(findProject(buildResultOf(job).projectId));
});
