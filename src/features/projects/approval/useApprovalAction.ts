import { useCallback, useRef, useState } from 'react';
import { useDecideProjectMutation, type ApprovalAction } from '../../../api/projects';
import { projectTexts } from '../../../texts/projects';

/** What a decision that went through says (seed 000 section 4). */
export function successText(action: ApprovalAction): string {
  switch (action.kind) {
    case 'approveByBusinessManager':
    case 'approveByTech':
      return projectTexts.projects.approved;
    case 'rejectByBusinessManager':
    case 'rejectByTech':
      return projectTexts.projects.rejected;
    case 'assignToTech':
      return projectTexts.projects.sentForTech;
  }
}

export interface ApprovalOutcome {
  action: ApprovalAction;
  /** The result text; 'Network Error Try Again ' when the call failed. */
  message: string;
}

/**
 * Runs one approval decision at a time (a second click while one runs is ignored) and keeps its
 * outcome, so that the result view can say how it went and retry the same action.
 */
export function useApprovalAction() {
  const [decide, { isLoading }] = useDecideProjectMutation();
  const inFlight = useRef(false);
  const [outcome, setOutcome] = useState<ApprovalOutcome | null>(null);

  const run = useCallback(
    async (action: ApprovalAction) => {
      if (inFlight.current) return;
      inFlight.current = true;
      try {
        const result = await decide(action);
        setOutcome({ action, message: 'error' in result ? projectTexts.projects.networkError : successText(action) });
      } finally {
        inFlight.current = false;
      }
    },
    [decide],
  );

  const retry = useCallback(() => {
    if (outcome) void run(outcome.action);
  }, [outcome, run]);

  return { run, retry, running: isLoading, outcome };
}
