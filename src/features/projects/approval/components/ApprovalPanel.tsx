import { Suspense, useState } from 'react';
import { Paper, Typography } from '@mui/material';
import { approvalStage, type ProjectDetails } from '../../../../domain/projects';
import { can } from '../../../../domain/roles';
import { projectTexts } from '../../../../texts/projects';
import { useApprovalAction } from '../useApprovalAction';
import { lazyWithPreload } from '../../../../components/lazyWithPreload';
import { lazyPopup, PopupSlot, preloadPopup } from '../../../../components/lazyPopup';
import { PageLoading } from '../../../../components/PageLoading';
import { ActionResult } from './ActionResult';
import { TechControls } from './TechControls';

/*
 * Loaded when wanted, not with the project page (most projects await no decision from the reader):
 * the business manager's controls (MUI's select, menu and text field) when they show, the reject
 * confirmation (MUI's dialog) when the panel is first pointed at or focused.
 */
const BusinessManagerControls = lazyWithPreload(() =>
  import(/* webpackChunkName: "project-approval" */ './BusinessManagerControls').then((m) => ({ default: m.BusinessManagerControls })),
);
const ConfirmRejectDialog = lazyPopup(() => import(/* webpackChunkName: "project-reject" */ './ConfirmRejectDialog').then((m) => m.ConfirmRejectDialog));
const preloadRejectDialog = () => preloadPopup(ConfirmRejectDialog);

export interface ApprovalPanelProps {
  project: ProjectDetails;
  role: number | null;
  /** The signed-in user's id (the token's Id claim). */
  userId: number | null;
}

/**
 * The approval controls for whoever handles the project now (seed 000 section 4): the business
 * manager while it is PROJECT_DETAILS_FILLED and not sent to tech, the tech user once it is.
 * After a decision the result view replaces the controls (it stays while the project reloads
 * with its new status). Only the tech user the project was sent to (project.techUser, a named
 * extension of the seeds' contract) gets the tech controls; other tech users read whom it is
 * assigned to. Nothing is shown to anyone else.
 */
export function ApprovalPanel({ project, role, userId }: ApprovalPanelProps) {
  const { run, retry, running, outcome } = useApprovalAction();
  const [confirming, setConfirming] = useState(false);
  const stage = approvalStage(project);
  const asBusinessManager = stage === 'businessManager' && can(role, 'businessManagerApproval');
  const techStage = stage === 'tech' && can(role, 'techApproval');
  // An answer without techUser (a backend without the extension) leaves the decision to the server.
  const assignedElsewhere = techStage && project.techUser != null && project.techUser.userId !== userId;
  const asTech = techStage && !assignedElsewhere;
  if (!outcome && !asBusinessManager && !asTech && !assignedElsewhere) return null;

  const { projectId } = project;
  const reject = () => {
    setConfirming(false);
    void run(asTech ? { kind: 'rejectByTech', projectId } : { kind: 'rejectByBusinessManager', projectId });
  };

  let content;
  if (outcome) {
    content = (
      <ActionResult message={outcome.message} failed={outcome.failed} retryable={outcome.retryable} refused={outcome.refused} onRetry={retry} running={running} />
    );
  }
  else if (assignedElsewhere) content = <Typography>{projectTexts.approval.assignedTo(project.techUser?.username ?? '')}</Typography>;
  else if (asBusinessManager) {
    content = (
      <Suspense fallback={<PageLoading />}>
        <BusinessManagerControls
          running={running}
          onApprove={(techUserId) => void run({ kind: 'approveByBusinessManager', projectId, techUserId })}
          onAssign={(techUserId) => void run({ kind: 'assignToTech', projectId, techUserId })}
          onReject={() => setConfirming(true)}
        />
      </Suspense>
    );
  } else {
    content = <TechControls running={running} onApprove={() => void run({ kind: 'approveByTech', projectId })} onReject={() => setConfirming(true)} />;
  }

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="approval-title"
      onPointerEnter={preloadRejectDialog}
      onFocusCapture={preloadRejectDialog}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="approval-title" variant="h6" component="h2" gutterBottom>
        {projectTexts.approval.title}
      </Typography>
      {content}
      <PopupSlot open={confirming && !outcome}>
        <ConfirmRejectDialog open={confirming && !outcome} projectName={project.projectName} onConfirm={reject} onCancel={() => setConfirming(false)} />
      </PopupSlot>
    </Paper>
  );
}
