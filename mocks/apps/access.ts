/** Apps and their builds as objects of the access rules (mocks/core/access.ts): each is its project's. */
import { defineObjectKind } from '../core/access';
import { positiveInt } from '../core/http';
import { db } from '../core/state';
import { ownedProject } from '../projects/access';
import { findProject } from '../projects/projects';
import { findApp } from './apps';

const projectOfApp = (appId: number | null) => {
  const app = findApp(appId);
  return app && findProject(app.projectId);
};

defineObjectKind('app', (value) => ownedProject(projectOfApp(positiveInt(value))));

defineObjectKind('build', (value) => {
  const buildNo = positiveInt(value);
  const build = buildNo === null ? undefined : db.appBuilds.find((b) => b.buildNo === buildNo);
  return build && ownedProject(projectOfApp(build.appId));
});
