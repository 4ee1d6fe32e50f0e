/**
 * The build server (contract.buildServer): the tech page's image-build, deploy and Lighthouse jobs.
 * Role 8 (the tech team's chain); ./buildServer.ts checks that the caller is the assigned tech user
 * of the build's project (403 otherwise).
 */
import { contract } from '../../src/domain/contract';
import { handle } from '../core/contract';
import { answer, positiveInt, queryOf } from '../core/http';
import { buildInfo, queueItem, triggerBuild } from './buildServer';
import './access';

const { buildServer } = contract;

export const buildServerRoutes = [
  handle(buildServer.triggerBuild, ({ request, params, user }) => answer(triggerBuild(user, params.jobName, queryOf(request)))),
  handle(buildServer.queueItem, ({ params, user }) => answer(queueItem(user, positiveInt(params.queueId)))),
  handle(buildServer.build, ({ params, user }) => answer(buildInfo(user, params.jobName, positiveInt(params.buildNo)))),
];
