import * as yup from 'yup';
import type { NewTeamMember, Skill, TeamRole } from '../../../../domain/projects';
import { projectTexts } from '../../../../texts/projects';

const t = projectTexts.team;

/** The Add New Team Member form as typed (selects hold ids as strings). */
export interface NewTeamMemberValues {
  username: string;
  userEmail: string;
  experience: string;
  roleId: string;
  skillIds: string[];
}

export const EMPTY_NEW_TEAM_MEMBER: NewTeamMemberValues = { username: '', userEmail: '', experience: '', roleId: '', skillIds: [] };

/** Every field is required (seed 001 section 5); the email must look like one, experience is a number ≥ 0. */
export const newTeamMemberSchema = yup.object({
  username: yup.string().trim().required(t.nameRequired),
  userEmail: yup.string().trim().required(t.emailRequired).email(t.emailInvalid),
  experience: yup
    .number()
    .transform((value: number, original: unknown) => (typeof original === 'string' && original.trim() === '' ? undefined : value))
    .typeError(t.experienceNumber)
    .required(t.experienceRequired)
    .min(0, t.experienceMin),
  roleId: yup.string().required(t.roleRequired),
  skillIds: yup.array(yup.string().required()).min(1, t.skillsRequired).required(t.skillsRequired),
});

/** POST /api/create_user_team_member body, or null when the chosen role is no longer offered. */
export function newTeamMemberPayload(
  values: NewTeamMemberValues,
  projectId: number,
  roles: readonly TeamRole[],
  skills: readonly Skill[],
): NewTeamMember | null {
  const role = roles.find((r) => String(r.roleId) === values.roleId);
  if (!role) return null;
  const chosen = skills.filter((s) => values.skillIds.includes(String(s.skillId)));
  return {
    username: values.username.trim(),
    userEmail: values.userEmail.trim(),
    dfcProjectId: projectId,
    teamMembers: {
      role: { roleId: role.roleId, roleName: role.roleName },
      experience: Number(values.experience),
      teamMemberSkills: chosen.map((s) => ({ skillId: s.skillId, skillName: s.skillName })),
    },
  };
}
