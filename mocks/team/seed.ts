import type { Skill, TeamRole } from '../../src/domain/projects';
import type { StoredTeamMember } from './types';

/** Team roles, skills and the team-member users (seed 001 section 3); the seeded ones do not sign in (tech and gagency, who do, are added by seed/tasks.ts). */

export function seedTeamRoles(): TeamRole[] {
  return [
    'Frontend Developer',
    'Backend Developer',
    'Full Stack Developer',
    'Tester',
    'UI/UX Designer',
    'Scrum Master',
    'DevOps Engineer',
    'Business Analyst',
  ].map((roleName, i) => ({ roleId: i + 1, roleName }));
}

export function seedSkills(): Skill[] {
  return [
    'React',
    'Angular',
    'TypeScript',
    'Java',
    'Spring Boot',
    'Node.js',
    'PostgreSQL',
    'MongoDB',
    'Azure',
    'Docker',
    'Selenium',
    'Cypress',
    'Figma',
    'Accessibility',
    'Agile Coaching',
    'SEO',
  ].map((skillName, i) => ({ skillId: i + 1, skillName }));
}

/** The first team-member user id; the accounts use 1..99. */
export const FIRST_TEAM_MEMBER_ID = 101;

const PEOPLE: { name: string; role: string; experience: number; skills: string[] }[] = [
  { name: 'Priya Sharma', role: 'Frontend Developer', experience: 5, skills: ['React', 'TypeScript', 'Accessibility'] },
  { name: 'Marco Rossi', role: 'Backend Developer', experience: 7, skills: ['Java', 'Spring Boot', 'PostgreSQL'] },
  { name: 'Aisha Khan', role: 'Tester', experience: 4, skills: ['Selenium', 'Cypress', 'Accessibility'] },
  { name: 'Tom Becker', role: 'UI/UX Designer', experience: 6, skills: ['Figma', 'Accessibility'] },
  { name: 'Sofia Martins', role: 'Scrum Master', experience: 9, skills: ['Agile Coaching'] },
  { name: 'Daniel Okafor', role: 'DevOps Engineer', experience: 5, skills: ['Azure', 'Docker'] },
  { name: 'Emma Laurent', role: 'Full Stack Developer', experience: 3, skills: ['React', 'Node.js', 'MongoDB'] },
  { name: 'Kenji Watanabe', role: 'Tester', experience: 2, skills: ['Cypress'] },
  { name: 'Olivia Grant', role: 'Business Analyst', experience: 8, skills: ['SEO', 'Agile Coaching'] },
  { name: 'Ravi Menon', role: 'Backend Developer', experience: 4, skills: ['Node.js', 'MongoDB', 'Docker'] },
  { name: 'Lena Vogel', role: 'Frontend Developer', experience: 1, skills: ['Angular', 'TypeScript'] },
];

function byName<T>(list: readonly T[], name: string, key: (item: T) => string): T {
  const found = list.find((item) => key(item) === name);
  if (!found) throw new Error(`seed: unknown ${name}`);
  return { ...found };
}

export function seedTeamMembers(roles: readonly TeamRole[], skills: readonly Skill[]): StoredTeamMember[] {
  return PEOPLE.map((person, i) => ({
    userId: FIRST_TEAM_MEMBER_ID + i,
    username: person.name,
    email: `${person.name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
    teamMembers: {
      role: byName(roles, person.role, (r) => r.roleName),
      experience: person.experience,
      teamMemberSkills: person.skills.map((s) => byName(skills, s, (k) => k.skillName)),
    },
  }));
}
