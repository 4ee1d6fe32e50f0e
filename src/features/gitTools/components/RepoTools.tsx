import { useState } from 'react';
import { useFormik } from 'formik';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useBranchesQuery, useLatestCommitQuery } from '../../../api/gitTools';
import { PageLoading } from '../../../components/PageLoading';
import { RetryAlert } from '../../../components/RetryAlert';
import { isSafeUrl } from '../../../components/SafeHtml';
import { TextInput } from '../../../components/TextInput';
import {
  DEFAULT_BRANCH,
  branchNameOf,
  canAddBranch,
  canMerge,
  mergeableBranches,
  shortCommitId,
  type Repository,
} from '../../../domain/gitTools';
import { texts } from '../../../texts';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { gitToolsTexts as t } from '../../../texts/gitTools';
import { gitToolsActions as actions, isBusy, selectGitTools } from '../slice';
import { branchSchema, type BranchValues } from './gitToolsSchema';
import { SelectField } from './SelectField';

interface RepoToolsProps {
  /** The devops project's id. */
  projectId: string;
  repo: Repository;
}

const repoRef = (repo: Repository) => ({ id: repo.id, name: repo.name, remoteUrl: repo.remoteUrl });

/** 'Add Branch': the branch-name input and 'Add This Branch', from the newest commit of the default branch. */
function AddBranchForm({ projectId, repo, busy }: RepoToolsProps & { busy: boolean }) {
  const dispatch = useAppDispatch();
  const commit = useLatestCommitQuery({ project: projectId, repoId: repo.id });
  const commitId = commit.currentData?.commitId ?? null;
  const formik = useFormik<BranchValues>({
    initialValues: { branchName: '' },
    validationSchema: branchSchema,
    onSubmit: ({ branchName }) => {
      if (!ready) return;
      dispatch(actions.branchRequested({ projectId, repo: repoRef(repo), branchName: branchName.trim(), commitId }));
    },
  });
  const name = formik.values.branchName;
  // As typed: a name that cannot be a branch is said at once (as before formik), not only once left.
  const invalid = !branchSchema.isValidSync(formik.values);
  const ready = canAddBranch({ branchName: name, repoId: repo.id, commitId }) && !invalid && !busy;
  let hint: string | undefined;
  if (commit.currentData) hint = t.branchFrom(branchNameOf(repo.defaultBranch ?? DEFAULT_BRANCH), shortCommitId(commit.currentData.commitId));
  else if (commit.currentData === null) hint = t.noCommit;
  return (
    <Stack component="form" spacing={1} onSubmit={formik.handleSubmit} noValidate aria-label={t.addBranch}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextInput
          id="git-branch-name"
          label={t.branchName}
          name="branchName"
          value={name}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          error={invalid}
          helperText={invalid ? t.branchNameInvalid : hint}
          size="small"
        />
        <Button type="submit" variant="contained" disabled={!ready} sx={{ flexShrink: 0 }}>
          {t.addThisBranch}
        </Button>
      </Stack>
      {commit.isError && !commit.isFetching && <RetryAlert onRetry={() => void commit.refetch()}>{t.branchesFailed}</RetryAlert>}
    </Stack>
  );
}

/** 'Merge Branch' with its confirmation 'Merge with master?'; allowed only when a branch besides the default one exists. */
function MergeForm({ projectId, repo, branches, busy }: RepoToolsProps & { branches: string[]; busy: boolean }) {
  const dispatch = useAppDispatch();
  const [chosen, setChosen] = useState('');
  const [confirming, setConfirming] = useState(false);
  const refs = branches.map((b) => ({ name: `refs/heads/${b}`, objectId: '' }));
  const allowed = canMerge(refs, chosen, repo.defaultBranch ?? DEFAULT_BRANCH) && !busy;
  const mergeable = mergeableBranches(refs, repo.defaultBranch ?? DEFAULT_BRANCH);
  const merge = () => {
    setConfirming(false);
    dispatch(actions.mergeRequested({ projectId, repo: repoRef(repo), branch: chosen }));
  };
  return (
    <Stack spacing={1}>
      {mergeable.length === 0 ? (
        <Typography variant="body2">{t.nothingToMerge}</Typography>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <SelectField id="git-merge-branch" label={t.branchToMerge} value={chosen} onChange={setChosen}>
            <option value="">{texts.common.select}</option>
            {mergeable.map((branch) => (
              <option key={branch} value={branch}>
                {branch}
              </option>
            ))}
          </SelectField>
          <Button variant="contained" color="secondary" disabled={!allowed} onClick={() => setConfirming(true)} sx={{ flexShrink: 0 }}>
            {t.mergeBranch}
          </Button>
        </Stack>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="git-merge-title" aria-describedby="git-merge-text">
        <DialogTitle id="git-merge-title">{t.mergeQuestion}</DialogTitle>
        <DialogContent>
          <DialogContentText id="git-merge-text">{`${chosen} → ${branchNameOf(repo.defaultBranch ?? DEFAULT_BRANCH)} (${repo.name})`}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t.cancel}</Button>
          <Button variant="contained" onClick={merge} autoFocus>
            {t.merge}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

/**
 * One repository's tools: its clone URL, 'Get Exisiting Branches' (the list), 'Add Branch' and
 * 'Merge Branch'. Used by /git_tools and /gitcmpnt/.
 */
export function RepoTools({ projectId, repo }: RepoToolsProps) {
  const busy = isBusy(useAppSelector(selectGitTools).operation);
  const [listShown, setListShown] = useState(false);
  const [addOpen, setAddOpen] = useState(false);
  const refs = useBranchesQuery({ project: projectId, repoId: repo.id });
  const branches = (refs.currentData ?? []).map((r) => branchNameOf(r.name));

  const showBranches = () => {
    if (listShown) void refs.refetch();
    setListShown(true);
  };

  let branchList = null;
  if (listShown) {
    if (refs.currentData) {
      branchList = branches.length ? (
        <List dense aria-label={t.branchesTitle}>
          {(refs.currentData ?? []).map((ref) => (
            <ListItem key={ref.name} disableGutters>
              <ListItemText primary={branchNameOf(ref.name)} secondary={shortCommitId(ref.objectId)} />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2">{t.noBranches}</Typography>
      );
    } else if (refs.isError && !refs.isFetching) {
      branchList = <RetryAlert onRetry={() => void refs.refetch()}>{t.branchesFailed}</RetryAlert>;
    } else branchList = <PageLoading />;
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby="git-repo-title" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Box>
          <Typography id="git-repo-title" variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {repo.name}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t.remoteUrl}:{' '}
            {/* The remote URL comes from the devops service: a link only when its scheme is safe (never javascript: or data:). */}
            {isSafeUrl(repo.remoteUrl) ? (
              <Link href={repo.remoteUrl} target="_blank" rel="noopener noreferrer">
                {repo.remoteUrl}
              </Link>
            ) : (
              repo.remoteUrl
            )}
          </Typography>
        </Box>

        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" onClick={showBranches}>
            {t.getBranches}
          </Button>
          <Button variant="outlined" aria-expanded={addOpen} onClick={() => setAddOpen((open) => !open)}>
            {t.addBranch}
          </Button>
        </Stack>
        {listShown && (
          <Box>
            <Typography variant="subtitle2" component="h3">
              {t.branchesTitle}
            </Typography>
            {branchList}
          </Box>
        )}
        {addOpen && <AddBranchForm projectId={projectId} repo={repo} busy={busy} />}

        <Box>
          {refs.currentData ? (
            <MergeForm projectId={projectId} repo={repo} branches={branches} busy={busy} />
          ) : refs.isError && !refs.isFetching ? (
            <Alert severity="error" role="alert">
              {t.branchesFailed}
            </Alert>
          ) : (
            <PageLoading />
          )}
        </Box>
      </Stack>
    </Paper>
  );
}
