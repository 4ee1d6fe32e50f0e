import type { WorkKind } from '../domain/worklist';
import { pageTexts } from './pages';

/** /my_profile: My Profile and My Worklist (seed 000 section 2). The worklist is ours. */
export const profileTexts = {
  ...pageTexts.profile,
  email: 'E-mail',
  /** No call of the portal returns the signed-in user's e-mail (the token does not carry it). */
  emailUnavailable: 'Not available: the portal has no call that returns your e-mail address.',
  worklist: {
    title: 'My Worklist',
    intro: 'What waits for you now. Each item opens the page where you act on it.',
    loading: 'Loading your worklist...',
    empty: 'Nothing waits for you.',
    failed: 'Part of your worklist could not be loaded.',
    sections: {
      approve: 'Waiting for your approval',
      techVerify: 'Waiting for your tech verification',
      devops: 'Devops steps waiting',
      fill: 'To fill in or resubmit',
      tasks: 'Your open tasks',
    } satisfies Record<WorkKind, string>,
    hints: {
      approve: 'Approve, reject or send for tech verification.',
      techVerify: 'Verify, then approve or reject.',
      devops: 'The next step of the devops chain is yours.',
      fill: 'Fill in the project, or finish a draft and submit it again.',
      tasks: 'Tasks assigned to you that are not done yet. Each opens its project: see its Tasks tab.',
    } satisfies Record<WorkKind, string>,
    draft: 'DRAFT',
    nextStep: 'Next: Setup Devops Project',
    /** A task's line: '{project} · {state} · Due {date}' ('No due date' without one). */
    due: (date: string) => `Due ${date}`,
    noDueDate: 'No due date',
  },
} as const;
