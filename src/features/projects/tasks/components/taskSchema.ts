import * as yup from 'yup';
import { datePart, type Task, type TaskPayload, type TeamMember } from '../../../../domain/projects';
import { projectTexts } from '../../../../texts/projects';

/** The task form as typed; the assignee is chosen by user name ('' for none). */
export interface TaskValues {
  taskName: string;
  taskDescription: string;
  state: string;
  expectedCompletionDate: string;
  assignee: string;
}

/** The seed shows no checks; a task needs at least a name and a state. */
export const taskSchema = yup.object({
  taskName: yup.string().trim().required(projectTexts.tasks.nameRequired),
  taskDescription: yup.string(),
  state: yup.string().required(projectTexts.tasks.stateRequired),
  expectedCompletionDate: yup.string(),
  assignee: yup.string(),
});

export function taskValues(task: Task | null): TaskValues {
  return {
    taskName: task?.taskName ?? '',
    taskDescription: task?.taskDescription ?? '',
    state: task?.state ?? '',
    expectedCompletionDate: datePart(task?.expectedCompletionDate),
    assignee: task?.assignedTMUser?.username ?? '',
  };
}

/** POST /api/create_project_task or (with taskId) PUT /api/update_project_task body. */
export function taskPayload(values: TaskValues, projectId: number, task: Task | null, members: readonly TeamMember[]): TaskPayload {
  const member = members.find((m) => m.username === values.assignee);
  const assignedTMUser = values.assignee
    ? member
      ? { userId: member.userId, username: member.username }
      : task?.assignedTMUser?.username === values.assignee
        ? task.assignedTMUser
        : { username: values.assignee }
    : null;
  return {
    ...(task ? { taskId: task.taskId } : {}),
    taskName: values.taskName.trim(),
    taskDescription: values.taskDescription,
    state: values.state,
    expectedCompletionDate: values.expectedCompletionDate,
    assignedTMUser,
    dfcProject: { projectId },
  };
}
