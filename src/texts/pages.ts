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

