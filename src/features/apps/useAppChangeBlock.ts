import { useProjectDetailsQuery } from '../../api/projects';
import { isCertainlyNotAParty } from '../../domain/projects';
import { can } from '../../domain/roles';
import { selectSession } from '../../session/slice';
import { useAppSelector } from '../../store/hooks';
import { appListTexts } from '../../texts/apps';

/**
 * Why the signed-in user certainly may not change the apps of the project (create, update,
 * delete, build, report), or null: they may, or the page cannot tell and the server's 403 says it.
 * Certain only for a technical user (role 8), who is one of a project's parties only as its
 * assigned technical user: the project's details name it (techUser). A brand manager's right
 * depends on who created the project, which the page cannot tell for sure.
 */
export function useAppChangeBlock(projectId: number | null): string | null {
  const session = useAppSelector(selectSession);
  const role = session?.role ?? null;
  // Only a technical user can be told for certain: no project read for anyone else.
  const techOnly = can(role, 'techTeamChain') && !can(role, 'businessManagerApproval');
  const details = useProjectDetailsQuery({ projectId: projectId ?? 0, draft: false }, { skip: !techOnly || projectId === null });
  return isCertainlyNotAParty(role, session?.claims.Id ?? null, details.currentData) ? appListTexts.onlyParties : null;
}
