import {
  GIT_JOB_KINDS,
  branchNameOf,
  branchRef,
  canAddBranch,
  canCreateAndClone,
  canMerge,
  devopsProjectNameOf,
  findRepoByName,
  isImportFinished,
  isValidBranchName,
  isValidDevopsName,
  mergeableBranches,
  mergedMessage,
  shortCommitId,
} from './gitTools';

const ref = (branch: string) => ({ name: `refs/heads/${branch}`, objectId: 'a'.repeat(40) });

describe("'Create & Clone Repo' (seed 001 section 5)", () => {
  it.each([
    ['site', 'https://github.com/x/site', true],
    ['site', '', false],
    ['', 'https://github.com/x/site', false],
    ['   ', 'https://github.com/x/site', false],
    ['site', '  ', false],
  ])('name %p and URL %p -> %p', (name, url, enabled) => {
    expect(canCreateAndClone(name, url)).toBe(enabled);
  });
});

describe('Add Branch (seed 001 section 5)', () => {
  it('is sent only with a branch name, a repo id and a commit id', () => {
    expect(canAddBranch({ branchName: 'develop', repoId: 'r1', commitId: 'c1' })).toBe(true);
    expect(canAddBranch({ branchName: ' ', repoId: 'r1', commitId: 'c1' })).toBe(false);
    expect(canAddBranch({ branchName: 'develop', repoId: null, commitId: 'c1' })).toBe(false);
    expect(canAddBranch({ branchName: 'develop', repoId: 'r1', commitId: undefined })).toBe(false);
    expect(canAddBranch({ branchName: 'develop', repoId: 'r1', commitId: '' })).toBe(false);
  });
});

describe('Merge Branch (seed 001 section 4: only when branches exist)', () => {
  it('offers every branch but the default one', () => {
    expect(mergeableBranches([ref('main'), ref('develop'), ref('feature/x')])).toEqual(['develop', 'feature/x']);
    expect(mergeableBranches([ref('main')])).toEqual([]);
  });

  it('is allowed only when a branch besides main exists and one of them is chosen', () => {
    expect(canMerge([ref('main'), ref('develop')], 'develop')).toBe(true);
    expect(canMerge([ref('main'), ref('develop')], '')).toBe(false);
    expect(canMerge([ref('main'), ref('develop')], 'main')).toBe(false);
    expect(canMerge([ref('main')], 'main')).toBe(false);
    expect(canMerge([], 'develop')).toBe(false);
  });

  it("says '{branch} is merged with master of {repo}'", () => {
    expect(mergedMessage('develop', 'dfc-portal-web')).toBe('develop is merged with master of dfc-portal-web');
    expect(mergedMessage('refs/heads/feature/x', 'site')).toBe('feature/x is merged with master of site');
  });
});

describe('the repo-name search', () => {
  const repos = [{ name: 'Site' }, { name: 'site' }, { name: 'Shop' }];

  it('finds the exact name first, else the name in any case', () => {
    expect(findRepoByName(repos, 'site')).toBe(repos[1]);
    expect(findRepoByName(repos, 'Site')).toBe(repos[0]);
    expect(findRepoByName(repos, ' SHOP ')).toBe(repos[2]);
  });

  it('finds nothing for an unknown or empty name', () => {
    expect(findRepoByName(repos, 'blog')).toBeNull();
    expect(findRepoByName(repos, '  ')).toBeNull();
    expect(findRepoByName([], 'site')).toBeNull();
  });
});

describe('names and refs', () => {
  it('turns a branch into its ref and back', () => {
    expect(branchRef('develop')).toBe('refs/heads/develop');
    expect(branchRef('refs/heads/develop')).toBe('refs/heads/develop');
    expect(branchNameOf('refs/heads/feature/x')).toBe('feature/x');
    expect(branchNameOf('develop')).toBe('develop');
  });

  it.each([
    ['develop', true],
    ['feature/git-tools', true],
    ['release/1.0', true],
    ['', false],
    ['bad..name', false],
    ['-start', false],
    ['/start', false],
    ['end/', false],
    ['end.', false],
    ['a//b', false],
    ['.hidden', false],
    ['x/.hidden', false],
    ['name.lock', false],
    ['with space', false],
    ['wild*', false],
  ])('branch name %p is valid: %p', (name, valid) => {
    expect(isValidBranchName(name)).toBe(valid);
  });

  it.each([
    ['dfc-portal', true],
    ['Auror_Repo', true],
    ['My Sh_Repo', true],
    ['', false],
    [' padded', false],
    ['_leading', false],
    ['.leading', false],
    ['trailing.', false],
    ['a/b', false],
    ['what?', false],
    ['x'.repeat(65), false],
  ])('devops name %p is valid: %p', (name, valid) => {
    expect(isValidDevopsName(name)).toBe(valid);
  });

  it("reads the devops project from a devops URL's last segment", () => {
    expect(devopsProjectNameOf('https://devops.example.com/dfc-portal/Aurora_Relaunch')).toBe('Aurora_Relaunch');
    expect(devopsProjectNameOf('https://dev.azure.com/org/My%20Project/?x=1#y')).toBe('My Project');
    expect(devopsProjectNameOf(null)).toBeNull();
    expect(devopsProjectNameOf('https://dev.azure.com/')).toBeNull();
  });

  it('knows when an import request has ended', () => {
    expect(['queued', 'inProgress'].map(isImportFinished)).toEqual([false, false]);
    expect(['completed', 'failed', 'abandoned'].map(isImportFinished)).toEqual([true, true, true]);
  });

  it('shortens commit ids and names the mock job kinds', () => {
    expect(shortCommitId('0123456789abcdef')).toBe('0123456');
    expect(GIT_JOB_KINDS).toEqual(['gitImport', 'build:dfc-git-branch', 'build:dfc-git-merge']);
  });
});
