/**
 * The build server (contract.buildServer): the tech page's image-build, deploy and Lighthouse jobs.
 * Role 8 (the tech team's chain); ./buildServer.ts checks that the caller is the assigned tech user
 * of the build's project (403 otherwise).
 */
import { contract } from '../../src/domain/contract';
import { capability } from '../core/access';
import { handle } from '../core/contract';
import { answer, positiveInt, queryOf } from '../core/http';
import { buildInfo, queueItem, triggerBuild } from './buildServer';

const { buildServer } = contract;

/** A tech user; the rules check the project of the build. */
const techUser = capability('techTeamChain');

export const buildServerRoutes = [
  handle(buildServer.triggerBuild, techUser, ({ request, params, user }) => answer(triggerBuild(user, params.jobName, queryOf(request)))),
  handle(buildServer.queueItem, techUser, ({ params, user }) => answer(queueItem(user, positiveInt(params.queueId)))),
  handle(buildServer.build, techUser, ({ params, user }) => answer(buildInfo(user, params.jobName, positiveInt(params.buildNo)))),
];
