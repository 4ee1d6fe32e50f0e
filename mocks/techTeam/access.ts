/** Container groups as objects of the access rules (mocks/core/access.ts): each is its project's (its name names it). */
import { defineObjectKind } from '../core/access';
import { ownedProject } from '../projects/access';
import { projectOfContainer } from './stages';

defineObjectKind('container', (value) => ownedProject(projectOfContainer(value)));
