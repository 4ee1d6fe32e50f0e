import { object, string } from 'yup';
import { canCreateAndClone, isValidBranchName } from '../../../domain/gitTools';
import { gitToolsTexts as t } from '../../../texts/gitTools';

/** 'Create a New Git Repo': the new repo's name and the URL of the repository to clone into it. */
export interface CreateRepoValues {
  repoName: string;
  repoUrl: string;
}

export const EMPTY_CREATE_REPO: CreateRepoValues = { repoName: '', repoUrl: '' };

/**
 * Both filled (seed 001 section 5). The seeds give no message: 'Create & Clone Repo' stays disabled
 * until the values pass, so the rule's name is all it needs.
 */
export const createRepoSchema = object({ repoName: string(), repoUrl: string() }).test('filled', 'filled', (values) =>
  canCreateAndClone(values.repoName ?? '', values.repoUrl ?? ''),
);

/** 'Add Branch': the new branch's name. */
export interface BranchValues {
  branchName: string;
}

/** A name typed must be a valid branch name (said as soon as it is not); empty is refused by the button, not in words. */
export const branchSchema = object({
  branchName: string().test('branch', t.branchNameInvalid, (name = '') => name.trim() === '' || isValidBranchName(name.trim())),
});
