import { PRODUCT_NAME } from '.';

/** Home and profile pages. Verbatim, typos included. */
export const pageTexts = {
  profile: {
    title: 'My Profile',
    username: 'User name',
    role: 'Role',
    type: 'User type',
    status: 'Status',
    sessionEnds: 'Session valid until',
  },
  home: {
    startProject: 'Start a Project',
    checkStatus: 'Check Project Status',
    openDashboard: 'Open Dashboard',
  },
  homePage: {
    aboutTitle: `About the ${PRODUCT_NAME}`,
    about: 'Brand teams, agencies and the technical team plan, approve, build and deploy digital projects here.',
    stepsTitle: 'How it works',
    steps: [
      'Start a New Project.',
      'Fill in the project details.',
      'Choose a web template.',
      'Develop in the environment the team provides.',
    ],
    deployMeasureTitle: 'Deploy and measure',
    deployTitle: 'Deploy',
    deploy: 'Once a project is approved, the technical team sets up its cloud, repositories and builds.',
    measureTitle: 'Measure',
    measure: 'Reports and dashboards show the impact of each release.',
    sampleSitesTitle: 'Sample sites',
    sampleSites: [
      { name: 'Brand A Campaign', description: 'A campaign microsite built from the starter kit.' },
      { name: 'Technology B Hub', description: 'A multi-market product catalogue on a headless CMS.' },
      { name: 'Brand C Loyalty', description: 'A mobile-first loyalty site with consent-managed sign-up.' },
    ],
    inviteTitle: 'Ready to begin?',
    invite: 'Start a project, check its status, or open the dashboard.',
  },
} as const;

/**
 * What the portal says when it cannot show a page: a crashed frame, a page of an older release
 * that is no longer on the server, a boot that failed. Kept apart from pageTexts so the boot
 * carries only these few lines.
 */
export const failureTexts = {
  shellCrashed: 'The portal could not show this screen: something went wrong in its frame (navigation, idle check or footer).',
  shellCrashedHint: 'Reloading the page usually helps. If it keeps happening, please contact DFC Support.',
  newVersion: 'A new version of the portal is available.',
  newVersionHint: 'Reload to get it; this page belongs to the previous version and can no longer be loaded.',
  reload: 'Reload',
  bootTitle: 'The portal could not start',
  bootHint: 'Reload the page to try again. If it keeps happening, please contact DFC Support.',
  bootReason: (message: string) => `Reason: ${message}`,
  mockWorkerFailed: 'The demo backend (a service worker that answers the portal\'s calls in this browser) could not start.',
  serviceWorkersUnavailable:
    'This browser does not allow service workers here. Service workers need a secure page: open the portal over https or on localhost, and not in a private window that blocks them.',
  bootFailed: 'Something went wrong while the portal was starting.',
} as const;
