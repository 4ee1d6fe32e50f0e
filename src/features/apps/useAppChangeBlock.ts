import { useProjectDetailsQuery } from '../../api/projects';
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
  const techOnly = can(session?.role ?? null, 'techTeamChain') && !can(session?.role ?? null, 'businessManagerApproval');
  const details = useProjectDetailsQuery({ projectId: projectId ?? 0, draft: false }, { skip: !techOnly || projectId === null });
  const techUser = techOnly ? details.currentData?.techUser : undefined;
  return techUser && techUser.userId !== session?.claims.Id ? appListTexts.onlyParties : null;
}
