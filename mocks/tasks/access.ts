/** Tasks as objects of the access rules (mocks/core/access.ts): each is its project's. */
import { defineObjectKind } from '../core/access';
import { positiveInt } from '../core/http';
import { db } from '../core/state';
import { ownedProject } from '../projects/access';
import { findProject } from '../projects/projects';

defineObjectKind('task', (value) => {
  const taskId = positiveInt(value);
  const task = taskId === null ? undefined : db.tasks.find((t) => t.taskId === taskId);
  return task && ownedProject(findProject(task.dfcProject.projectId));
});
