import { Suspense, useState, type ReactNode } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import type { ProjectDetails } from '../../../domain/projects';
import { projectTexts } from '../../../texts/projects';
import { lazyWithPreload } from '../../../components/lazyWithPreload';
import { PageLoading } from '../../../components/PageLoading';
import { DetailsOverview } from './DetailsOverview';

/*
 * The team and task tabs load their code when first pointed at, focused or opened: their tables,
 * paging and add/edit forms (formik, yup, MUI's table pagination with its tooltips) are most of
 * the page's JavaScript, and the page opens on Project Details.
 */
const TeamMembersTab = lazyWithPreload(() =>
  import(/* webpackChunkName: "project-team" */ '../team/components/TeamMembersTab').then((m) => ({ default: m.TeamMembersTab })),
);
const TasksTab = lazyWithPreload(() => import(/* webpackChunkName: "project-tasks" */ '../tasks/components/TasksTab').then((m) => ({ default: m.TasksTab })));
const PRELOAD: Partial<Record<TabKey, () => void>> = {
  team: () => void TeamMembersTab.preload().catch(() => undefined),
  tasks: () => void TasksTab.preload().catch(() => undefined),
};

type TabKey = 'details' | 'team' | 'tasks';
const TAB_KEYS: readonly TabKey[] = ['details', 'team', 'tasks'];

export interface DetailsTabsProps {
  project: ProjectDetails;
  /** Users of TYPE AGENCY may add existing or new team members (seed 001 section 6). */
  canAddTeamMembers: boolean;
  /** Why the user certainly may not change the tasks, or null. */
  tasksReadOnlyReason?: string | null;
}

/**
 * The three tabs of the project view: Project Details, Team Members, Tasks. Only the open tab is
 * rendered, so the team and task lists load when they are first opened.
 */
export function DetailsTabs({ project, canAddTeamMembers, tasksReadOnlyReason = null }: DetailsTabsProps) {
  const [tab, setTab] = useState<TabKey>('details');
  const panel = (key: TabKey): ReactNode => {
    switch (key) {
      case 'details':
        return <DetailsOverview project={project} />;
      case 'team':
        return <TeamMembersTab projectId={project.projectId} canAdd={canAddTeamMembers} />;
      case 'tasks':
        return <TasksTab projectId={project.projectId} readOnlyReason={tasksReadOnlyReason} />;
    }
  };
  return (
    <Box>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={tab} onChange={(_e, value: TabKey) => setTab(value)} aria-label={projectTexts.projectDetails.tabsLabel} variant="scrollable" allowScrollButtonsMobile>
          {TAB_KEYS.map((key) => (
            <Tab
              key={key}
              value={key}
              label={projectTexts.projectDetails.tabs[key]}
              id={`project-tab-${key}`}
              aria-controls={`project-tabpanel-${key}`}
              onPointerEnter={PRELOAD[key]}
              onFocus={PRELOAD[key]}
            />
          ))}
        </Tabs>
      </Box>
      {TAB_KEYS.map((key) => (
        <Box
          key={key}
          role="tabpanel"
          hidden={tab !== key}
          id={`project-tabpanel-${key}`}
          aria-labelledby={`project-tab-${key}`}
          sx={{ py: 3 }}
        >
          {tab === key && <Suspense fallback={<PageLoading />}>{panel(key)}</Suspense>}
        </Box>
      ))}
    </Box>
  );
}
