/** The portfolio project's team (LARGE.teamMembers new team-member users) and its LARGE.tasks tasks. */
import type { DbState } from '../core/types';
import type { StoredProject } from '../projects/types';
import type { StoredTask } from '../tasks/types';
import type { StoredTeamMember } from '../team/types';
import { between, pickOne, seededRandom } from '../core/random';
import { LARGE, SCALE_SEED } from './counts';

const DAY = 24 * 60 * 60 * 1000;

const FIRST = ['Ana', 'Ben', 'Chloe', 'Dev', 'Elif', 'Femi', 'Greta', 'Hugo', 'Ines', 'Jonas', 'Kavya', 'Luca', 'Maya', 'Nils', 'Omar', 'Paula', 'Quentin', 'Rosa', 'Sami', 'Tessa'];
const LAST = ['Alvarez', 'Brandt', 'Costa', 'Dubois', 'Eriksen', 'Fischer', 'Garcia', 'Hansen', 'Ito', 'Jensen'];
const VERBS = ['Build', 'Review', 'Fix', 'Test', 'Design', 'Document', 'Migrate', 'Optimise', 'Translate', 'Audit'];
const OBJECTS = ['checkout page', 'product grid', 'search API', 'cookie banner', 'hero carousel', 'store locator', 'sign-up form', 'CMS schema', 'image pipeline', 'analytics tags'];

/** The team-member users, ids from the user sequence on (moved past them). */
export function largeTeam(state: DbState): StoredTeamMember[] {
  const first = state.sequences.userId;
  const members = Array.from({ length: LARGE.teamMembers }, (_, i): StoredTeamMember => {
    const random = seededRandom(SCALE_SEED, 2, i);
    const username = `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`;
    const skills = [...new Set([pickOne(random, state.skills), pickOne(random, state.skills), pickOne(random, state.skills)])];
    return {
      userId: first + i,
      username,
      email: `${username.toLowerCase().replace(/\s+/g, '.')}.${i}@example.com`,
      teamMembers: { role: { ...pickOne(random, state.teamRoles) }, experience: between(random, 1, 15), teamMemberSkills: skills.map((s) => ({ ...s })) },
    };
  });
  state.sequences.userId = first + members.length;
  return members;
}

/** The project's tasks over every task state, most assigned to a team member; ids from the task sequence on. */
export function largeTasks(state: DbState, project: StoredProject, team: readonly StoredTeamMember[], now: number): StoredTask[] {
  const first = state.sequences.taskId;
  const tasks = Array.from({ length: LARGE.tasks }, (_, i): StoredTask => {
    const random = seededRandom(SCALE_SEED, 3, i);
    const person = random() < 0.9 ? pickOne(random, team) : null;
    const object = pickOne(random, OBJECTS);
    return {
      taskId: first + i,
      taskName: `${pickOne(random, VERBS)} the ${object} (${i + 1})`,
      taskDescription: `Work item ${i + 1} of ${project.projectName}: the ${object}.`,
      state: state.taskStates[i % state.taskStates.length],
      createdOn: new Date(now - between(random, 1, 400) * DAY - i * 60_000).toISOString(),
      expectedCompletionDate: new Date(now + between(random, -30, 90) * DAY).toISOString().slice(0, 10),
      assignedTMUser: person ? { userId: person.userId, username: person.username } : null,
      dfcProject: { projectId: project.projectId },
    };
  });
  state.sequences.taskId = first + tasks.length;
  return tasks;
}
