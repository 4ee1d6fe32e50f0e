import { useCallback, useRef, useState } from 'react';
import { isForbidden } from '../../../api/errors';
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
  /**
   * The result text; 'Network Error Try Again ' when the call failed, or, beyond the seeds, that
   * the project was already decided when the server answers 409 (a retry could never succeed).
   */
  message: string;
  failed: boolean;
  /** Whether repeating the same action may help (not after a 409 or a 403). */
  retryable: boolean;
  /** The server refused the decision to this user (403): the message says who may decide. */
  refused?: boolean;
}

/** The status of a failed call, whatever shape the error came in (ApiError or RTK Query's). */
function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}

/** Who may make the decision, for a 403 answer. */
function onlyWho(action: ApprovalAction): string {
  return action.kind === 'approveByTech' || action.kind === 'rejectByTech' ? projectTexts.approval.onlyTechUser : projectTexts.approval.onlyManager;
}

/**
 * What a decision's answer says: the success text, 'already decided' on 409, who may decide on
 * 403 (a brand manager who does not manage the project), else the seeds' error text.
 */
export function outcomeOf(action: ApprovalAction, result: { error?: unknown }): ApprovalOutcome {
  if (!('error' in result) || result.error === undefined) return { action, message: successText(action), failed: false, retryable: false };
  if (isForbidden(result.error)) return { action, message: onlyWho(action), failed: true, retryable: false, refused: true };
  if (statusOf(result.error) === 409) return { action, message: projectTexts.projects.alreadyDecided, failed: true, retryable: false };
  return { action, message: projectTexts.projects.networkError, failed: true, retryable: true };
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
        setOutcome(outcomeOf(action, result));
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
