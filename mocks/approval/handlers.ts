/**
 * The two-stage approval (contract.approval, seed 000 section 4 and 6, seed 001 section 6):
 * brand managers (roles 2, 3) load the tech users, approve, reject or send to a tech user; then
 * the tech user (role 8) the project was sent to approves or rejects. The rules answer 409 when
 * the project is not waiting for that decision.
 */
import { HttpResponse } from 'msw';
import { contract } from '../../src/domain/contract';
import { approveByBusinessManager, approveByTech, assignToTech, rejectByBusinessManager, rejectByTech, techUsers } from './approval';
import { handle } from '../core/contract';
import { answer, positiveInt } from '../core/http';

const { approval } = contract;

export const approvalRoutes = [
  handle(approval.techUsers, () => HttpResponse.json(techUsers())),

  handle(approval.approveByBusinessManager, ({ params, user }) =>
    answer(approveByBusinessManager(user, positiveInt(params.userId), positiveInt(params.projectId))),
  ),
  handle(approval.rejectByBusinessManager, ({ params, user }) =>
    answer(rejectByBusinessManager(user, positiveInt(params.projectId))),
  ),
  handle(approval.assignToTech, ({ params, user }) =>
    answer(assignToTech(user, positiveInt(params.userId), positiveInt(params.projectId))),
  ),

  handle(approval.approveByTech, ({ params, user }) => answer(approveByTech(user, positiveInt(params.projectId)))),
  handle(approval.rejectByTech, ({ params, user }) => answer(rejectByTech(user, positiveInt(params.projectId)))),
];
