/**
 * The Git tools' texts (seed 001 sections 2, 4 and 8): /git_tools, /gitcmpnt/ and
 * /create_web_service. The seeds' texts are verbatim, typos included ('Get Exisiting Branches');
 * everything marked "ours" is not in the seeds (they named the controls but logged every failure
 * without a word: ours says what went wrong).
 */
import { mergedMessage } from '../domain/gitTools';
import { areaTexts } from './areas';

export const gitToolsTexts = {
  /* ---------- the seeds' texts ---------- */
  title: 'Git Tools',
  createRepoTab: 'Create a New Git Repo',
  searchRepoTab: 'Search A Git Repo',
  createAndClone: 'Create & Clone Repo',
  getBranches: 'Get Exisiting Branches',
  addBranch: 'Add Branch',
  addThisBranch: 'Add This Branch',
  mergeBranch: 'Merge Branch',
  mergeQuestion: 'Merge with master?',
  /** Seed 001 section 8; shown with its line break. */
  unknownRepo: areaTexts.git.unknownRepo,
  /** Seed 001 section 4: shown when the merge is answered with 201. */
  merged: mergedMessage,

  /* ---------- ours ---------- */
  devopsProject: 'DevOps project',
  devopsProjectHint: 'The project of the devops service the repositories belong to.',
  /** An agency's list holds only its own (docs/deviations.md, Access: Git tools). */
  agencyProjectsHint: "The devops projects of your portal projects and those you created here. Other agencies' and the portal's shared project are not listed.",
  newProjectName: 'New project name',
  createProject: 'Create Project',
  projectCreated: (name: string) => `Project ${name} created in the devops service.`,
  projectFailed: (reason: string) => `The project could not be created: ${reason}`,
  projectsFailed: 'The devops projects could not be loaded.',
  noProjects: 'The devops service has no project yet: create one first.',
  newRepoName: 'New repo name',
  repoUrl: 'Repo URL',
  repoUrlHint: 'The address of the repository to clone, e.g. https://github.com/your-org/your-repo.git',
  repo: 'Repository',
  noRepos: 'This project has no repository yet.',
  reposFailed: 'The repositories could not be loaded.',
  /** A 403 or 404 to the repository list: the way on is the devops project choice above. */
  reposNotThere: (project: string) => `The repositories of ${project} are not there for you: choose another devops project.`,
  repoName: 'Repo name',
  search: 'Search',
  remoteUrl: 'Clone URL',
  branchesTitle: 'Branches',
  noBranches: 'The repository has no branch yet.',
  branchesFailed: 'The branches could not be loaded.',
  branchName: 'Branch name',
  branchNameInvalid: "Use letters, digits, '.', '_', '-' and '/', without '..' and without a part that starts with '.'.",
  branchFrom: (branch: string, commit: string) => `The new branch starts at the newest commit of ${branch} (${commit}).`,
  noCommit: 'The repository has no commit yet: a branch needs one (clone a repository into it first).',
  branchToMerge: 'Branch to merge',
  nothingToMerge: 'There is no branch to merge yet: add a branch first.',
  merge: 'Merge',
  cancel: 'Cancel',
  stop: 'Stop following',
  dismiss: 'Dismiss',
  stopped: 'No longer following the work: it goes on in the devops service and on the build server.',
  failed: (what: string, reason: string) => `${what} failed: ${reason}`,
  operations: { clone: 'Create & Clone Repo', branch: 'Add Branch', merge: 'Merge Branch' },
  steps: {
    creatingRepo: (name: string) => `Creating the repository ${name}…`,
    reusingRepo: (name: string) => `The empty repository ${name} exists: cloning into it…`,
    connectingSource: 'Connecting the source repository…',
    importQueued: 'The import is queued…',
    importing: (url: string) => `Importing ${url}…`,
    readingBranches: 'Reading the branches…',
    buildQueued: (job: string) => `Waiting for ${job} to start on the build server…`,
    buildRunning: (job: string, number: number) => `${job} #${number} is running…`,
    reportingMerge: 'Checking the merge…',
  },
  cloned: (repo: string, url: string, branches: string[]) =>
    `${repo} was created and cloned from ${url}. Branches: ${branches.length ? branches.join(', ') : 'none'}.`,
  branchAdded: (branch: string, repo: string) => `The branch ${branch} was added to ${repo}.`,
  errors: {
    repoExists: (name: string, project: string) => `A repository named ${name} already exists in ${project} and is not empty: choose another name.`,
    importFailed: (message: string) => `the import failed${message ? `: ${message}` : ''}`,
    importAbandoned: 'the import was abandoned',
    buildFailed: (job: string, number: number, result: string) => `${job} #${number} ended with ${result}`,
    notMerged: (status: number) => `the devops service answered ${status} instead of 201: the branch is not merged`,
    missingForBranch: 'a branch needs its name, the repository and a commit',
    missingForClone: 'a new repo name and a repo URL are needed',
    http: (message: string, status: number) => `${message} (${status})`,
    status: (status: number) => `the server answered ${status}`,
    timeout: 'the server did not answer in time',
    malformed: 'the server sent an answer the portal cannot read',
    network: 'the server could not be reached',
    /** A 403 to a change (create a repository, import, branch, merge). */
    notYours:
      "only the parties of the portal project this devops project belongs to (its agency, its creator, the brand manager who manages it, its technical user) may change its repositories; one made in Git tools, its maker and the portal's staff",
  },

  /* ---------- /gitcmpnt/ (role 8), ours ---------- */
  component: {
    title: 'Project Git Tools',
    intro: 'The repository of one of your approved projects: its branches, a new branch, a merge.',
    project: 'Project',
    noProjects: 'You have no approved project yet.',
    projectsFailed: 'Your approved projects could not be loaded.',
    projectFailed: 'The project could not be loaded.',
    projectNotThere: 'This project is not there for you: choose another one.',
    reposNotThere: (project: string) => `The repositories of ${project} are not there for you: choose another project.`,
    noDevops: 'This project has no devops project yet: run Setup Devops Project on its page first.',
    openProject: 'Open the project',
    devopsMissing: (name: string) => `The devops service has no project ${name}.`,
  },

  /* ---------- /create_web_service (role 2), ours ---------- */
  webService: {
    title: 'Create Web Service',
    intro: 'Choose one of your approved projects and a cloud service, then pick a region and a plan on Plan Selection.',
    project: 'Project',
    service: 'Cloud service',
    goToPlans: 'Go to Plan Selection',
    noProjects: 'You have no approved project yet.',
    projectsFailed: 'Your approved projects could not be loaded.',
  },
} as const;
