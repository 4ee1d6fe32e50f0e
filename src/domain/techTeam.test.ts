import { PROJECT_STATUSES, type ProjectStatus } from './projects';
import {
  DEVOPS_CHAIN_DELAY_MS,
  DEVOPS_CHAIN_SERVER_STEPS,
  DEVOPS_CHAIN_STEP_MS,
  containerRegion,
  isActivityRunning,
  latestActivity,
  newestReport,
  type ActivityEntry,
  DEVOPS_CHAIN_STEPS,
  ENVIRONMENT_FAILED_URL_TEXT,
  STAGE_BUTTON_LABELS,
  chainResumeStep,
  containerName,
  environmentCreationText,
  environmentKind,
  environmentUrlText,
  isEnvironmentPollContinuing,
  isEnvironmentTerminal,
  repoName,
  setupDevopsDisabled,
  showsDownloadLighthouseReport,
  showsGetLighthouseReport,
  stageButtons,
  syncInfraDisabled,
  type EnvironmentKind,
  type StageButtonId,
} from './techTeam';

const ADDRESSES: Record<EnvironmentKind, string> = {
  webApp: 'https://shop-42.azurewebsites.net',
  staticSite: 'https://gentle-sea-0a1b2c.azurestaticapps.net',
  containerInstance: 'http://mypro42.westeurope.azurecontainer.io:8080',
};
const IPS = { withIp: '20.50.1.7', noIp: null } as const;

/**
 * The expected buttons per status, written from seed 001 section 4 line by line; 'deploy' stands for
 * the button the address picks and 'ipPair' for Re-Deploy Web App / Update Docker Image.
 */
const BY_STATUS: Record<ProjectStatus, Array<StageButtonId | 'deploy' | 'ipPair'>> = {
  PROJECT_DETAILS_FILLED: [],
  APPROVAL_COMPLETED: [],
  DEVOPS_SETUP_IN_PROGRESS: [],
  DEVOPS_SETUP_COMPLETED: ['environmentSetup'],
  ENVIRONMENT_SETUP_COMPLETED: ['startSonarAnalysis'],
  SONAR_ISSUES: ['startSonarAnalysis', 'getSonarReport'],
  SONAR_ANALYSIS_COMPLETED: ['getSonarReport', 'deploy'],
  DEPLOYMENT_COMPLETED: ['runLighthouseAnalysis', 'ipPair'],
  STATIC_WEB_APP_DEPLOYMENT_COMPLETED: ['runLighthouseAnalysis'],
  DOCKER_IMAGE_CREATION_COMPLETED: ['restartContainerInstance'],
  LIGHTHOUSE_SETUP_COMPLETED: ['runLighthouseAnalysis', 'ipPair', 'getLighthouseReport'],
};
const DEPLOY: Record<EnvironmentKind, StageButtonId> = {
  webApp: 'deployWebApp',
  staticSite: 'deployStaticWebApp',
  containerInstance: 'createDockerImage',
};

const matrix = PROJECT_STATUSES.flatMap((status) =>
  (Object.keys(IPS) as Array<keyof typeof IPS>).flatMap((ip) =>
    (Object.keys(ADDRESSES) as EnvironmentKind[]).map((kind) => ({
      status,
      ip,
      kind,
      expected: BY_STATUS[status].map((id) => (id === 'deploy' ? DEPLOY[kind] : id === 'ipPair' ? (ip === 'withIp' ? 'updateDockerImage' : 'reDeployWebApp') : id)),
    })),
  ),
);

describe('stageButtons (seed 001 section 4)', () => {
  it.each(matrix)('$status, $ip, $kind address -> $expected', ({ status, ip, kind, expected }) => {
    const buttons = stageButtons({ projectStatus: status, ipAddress: IPS[ip], envUrl: ADDRESSES[kind] });
    expect(buttons.map((b) => b.id)).toEqual(expected);
    buttons.forEach((b) => expect(b.label).toBe(STAGE_BUTTON_LABELS[b.id]));
  });

  it('uses the exact labels of the seed', () => {
    expect(Object.values(STAGE_BUTTON_LABELS)).toEqual([
      'Environment Setup',
      'Start Sonar Analysis',
      'Get Sonar Report',
      'Deploy Web App',
      'Deploy Static Web App',
      'Create Docker Image',
      'Run Lighthouse Analysis',
      'Re-Deploy Web App',
      'Update Docker Image',
      'Get Lighthouse Report',
      'Restart Container Instance',
    ]);
  });

  it.each([
    { status: 'LIGHTHOUSE_SETUP_COMPLETED', ipAddress: '10.0.0.4', labels: ['Run Lighthouse Analysis', 'Update Docker Image', 'Get Lighthouse Report'] },
    { status: 'LIGHTHOUSE_SETUP_COMPLETED', ipAddress: null, labels: ['Run Lighthouse Analysis', 'Re-Deploy Web App', 'Get Lighthouse Report'] },
    { status: 'DEPLOYMENT_COMPLETED', ipAddress: '', labels: ['Run Lighthouse Analysis', 'Re-Deploy Web App'] },
    { status: 'DEPLOYMENT_COMPLETED', ipAddress: '   ', labels: ['Run Lighthouse Analysis', 'Re-Deploy Web App'] },
    { status: 'STATIC_WEB_APP_DEPLOYMENT_COMPLETED', ipAddress: '10.0.0.4', labels: ['Run Lighthouse Analysis'] },
  ] as const)('$status with ipAddress "$ipAddress" shows $labels in order', ({ status, ipAddress, labels }) => {
    expect(stageButtons({ projectStatus: status, ipAddress, envUrl: null }).map((b) => b.label)).toEqual(labels);
  });

  it.each([null, 'UNKNOWN_STATUS'])('shows nothing for status %p', (status) => {
    expect(stageButtons({ projectStatus: status as ProjectStatus | null, ipAddress: '1.2.3.4', envUrl: ADDRESSES.webApp })).toEqual([]);
  });

  it.each([
    { envUrl: null, deploy: 'Deploy Web App' },
    { envUrl: '', deploy: 'Deploy Web App' },
    { envUrl: 'not a url at all', deploy: 'Deploy Web App' },
    { envUrl: 'https://shop.azurewebsites.net/?next=azurestaticapps.net', deploy: 'Deploy Web App' },
    { envUrl: 'gentle-sea.azurestaticapps.net', deploy: 'Deploy Static Web App' },
    { envUrl: 'HTTPS://Gentle-Sea.AzureStaticApps.NET/', deploy: 'Deploy Static Web App' },
    { envUrl: 'mypro42.eastus.azurecontainer.io', deploy: 'Create Docker Image' },
    { envUrl: 'http://mypro42.eastus.azurecontainer.io.:80/health', deploy: 'Create Docker Image' },
    { envUrl: 'https://notazurecontainer.io', deploy: 'Deploy Web App' },
  ])('SONAR_ANALYSIS_COMPLETED at $envUrl offers $deploy', ({ envUrl, deploy }) => {
    expect(stageButtons({ projectStatus: 'SONAR_ANALYSIS_COMPLETED', ipAddress: null, envUrl }).map((b) => b.label)).toEqual(['Get Sonar Report', deploy]);
  });

  it('reads the address kind from the host only', () => {
    expect(environmentKind('https://x.azurewebsites.net/azurecontainer.io')).toBe('webApp');
    expect(environmentKind('azurecontainer.io')).toBe('containerInstance');
    expect(environmentKind(undefined)).toBe('webApp');
  });
});

describe('Sync Infra and Setup Devops Project disabled rules', () => {
  it.each([
    { syncing: false, devopsStatus: [], disabled: false },
    { syncing: false, devopsStatus: null, disabled: false },
    { syncing: true, devopsStatus: [], disabled: true },
    { syncing: false, devopsStatus: ['DFC-IAC-PIPELINE-IN-PROGRESS'], disabled: true },
    { syncing: true, devopsStatus: ['DFC-IAC-PIPELINE-IN-PROGRESS'], disabled: true },
    { syncing: false, devopsStatus: ['DFC-PROJECT-SETUP-PIPELINE-SUCCESS', 'DFC-IAC-PIPELINE-SUCCESS'], disabled: false },
    { syncing: false, devopsStatus: ['DFC-IAC-PIPELINE-FAILURE', 'DFC-IAC-PIPELINE-PENDING'], disabled: false },
    { syncing: false, devopsStatus: ['dfc-iac-pipeline-in-progress'], disabled: false },
  ])('Sync Infra: syncing $syncing, $devopsStatus -> disabled $disabled', ({ syncing, devopsStatus, disabled }) => {
    expect(syncInfraDisabled({ syncing, devopsStatus })).toBe(disabled);
  });

  it.each([
    { devopsStatus: [], disabled: false },
    { devopsStatus: undefined, disabled: false },
    { devopsStatus: ['DFC-PROJECT-SETUP-PIPELINE-SUCCESS'], disabled: true },
    { devopsStatus: ['DFC-IAC-PIPELINE-SUCCESS', 'DFC-PROJECT-SETUP-PIPELINE-IN-PROGRESS'], disabled: true },
    { devopsStatus: ['DFC-PROJECT-SETUP-PIPELINE-FAILURE'], disabled: false },
    { devopsStatus: ['DFC-PROJECT-SETUP-PIPELINE-PENDING'], disabled: false },
    { devopsStatus: ['DFC-IAC-PIPELINE-IN-PROGRESS'], disabled: false },
  ])('Setup Devops Project: $devopsStatus -> disabled $disabled', ({ devopsStatus, disabled }) => {
    expect(setupDevopsDisabled(devopsStatus)).toBe(disabled);
  });
});

describe('repoName: first 5 characters of the project name plus _Repo', () => {
  it.each([
    ['SuperShop', 'Super_Repo'],
    ['Shop', 'Shop_Repo'],
    ['Shops', 'Shops_Repo'],
    ['My Shop', 'My Sh_Repo'],
    ['ab cdef', 'ab cd_Repo'],
    ['a/b:c*d', 'a-b-c_Repo'],
    ['a#b{c', 'a-b-c_Repo'],
    ['_shop', '-shop_Repo'],
    ['.shop', '-shop_Repo'],
    ['x.y.z', 'x.y.z_Repo'],
    ['😀😀😀😀😀😀', '😀😀😀😀😀_Repo'],
    ['Équipe', 'Équip_Repo'],
    ['', '-Repo'],
  ])('%p -> %p', (projectName, expected) => {
    expect(repoName(projectName)).toBe(expected);
  });
});

describe('containerName: first 5 letters of the devops URL last segment plus the project id, lower case', () => {
  it.each([
    ['https://dev.azure.com/acme/SuperShop', 42, 'super42'],
    ['https://dev.azure.com/acme/SuperShop/', 42, 'super42'],
    ['https://dev.azure.com/acme/SuperShop//', 42, 'super42'],
    ['https://dev.azure.com/acme/SuperShop?view=1#top', 42, 'super42'],
    ['https://dev.azure.com/acme/My%20Project', 7, 'mypro7'],
    ['https://dev.azure.com/acme/%C3%89quipe', 7, 'equip7'],
    ['https://dev.azure.com/acme/Bad%E0%A4%A', 7, 'bade07'],
    ['https://dev.azure.com/acme/Ab', 3, 'ab3'],
    ['https://dev.azure.com/acme/AB-CD_EF', 3, 'abcde3'],
    ['dev.azure.com/acme/Shop2024', '15', 'shop215'],
    ['', 9, '9'],
    [null, 9, '9'],
  ])('%p with project %p -> %p', (devopsUrl, projectId, expected) => {
    expect(containerName(devopsUrl, projectId)).toBe(expected);
  });
});

describe('devops chain steps', () => {
  it('lists the seven steps in the seed order with unique ids', () => {
    expect(DEVOPS_CHAIN_STEPS.map((s) => s.id)).toEqual([
      'createDevopsProject',
      'createRepo',
      'createServiceConnections',
      'createPipelines',
      'createHooks',
      'addGroupMembership',
      'saveDevopsUrl',
    ]);
    expect(DEVOPS_CHAIN_STEPS.every((s) => s.label.length > 0)).toBe(true);
  });

  it.each([
    [{}, 'createDevopsProject'],
    [{ createDevopsProject: 'done', createRepo: 'failed' }, 'createRepo'],
    [{ createDevopsProject: 'done', createRepo: 'done', createServiceConnections: 'in_progress' }, 'createServiceConnections'],
    [Object.fromEntries(DEVOPS_CHAIN_STEPS.map((s) => [s.id, 'done'])), null],
  ] as const)('resumes %p at %p', (states, expected) => {
    expect(chainResumeStep(states)).toBe(expected);
  });
});

describe('environment creation status (seed 000 section 4)', () => {
  it.each([
    ['Running...', true, false],
    ['Started', true, false],
    ['Accepted', true, false],
    ['Succeeded', false, true],
    ['Failed', false, true],
    ['Running', false, false],
    ['running...', false, false],
    ['', false, false],
    [null, false, false],
  ])('%p: poll continues %p, terminal %p', (status, continuing, terminal) => {
    expect(isEnvironmentPollContinuing(status)).toBe(continuing);
    expect(isEnvironmentTerminal(status)).toBe(terminal);
  });

  it('words the status line and the failed URL', () => {
    expect(environmentCreationText('Running...')).toBe('Environment Creation Running...');
    expect(environmentCreationText('Failed')).toBe('Environment Creation Failed');
    // After a deploy job the seeds' words alone (seed 000 section 4).
    expect(environmentCreationText('Deployment Successful')).toBe('Deployment Successful');
    expect(ENVIRONMENT_FAILED_URL_TEXT).toBe("You'll get it if job succeeded");
    expect(environmentUrlText('Failed', 'https://x')).toBe("You'll get it if job succeeded");
    expect(environmentUrlText('Succeeded', 'https://x.azurewebsites.net')).toBe('https://x.azurewebsites.net');
    expect(environmentUrlText('Running...', null)).toBe('');
  });

  it.each([
    ['Deployment Successful', true],
    ['Succeeded', false],
    ['deployment successful', false],
  ])('Get LightHouse Report for result status %p: %p', (status, shown) => {
    expect(showsGetLighthouseReport(status)).toBe(shown);
  });

  it.each(PROJECT_STATUSES.map((s) => [s, s === 'LIGHTHOUSE_SETUP_COMPLETED'] as const))(
    'Download Light House Report for %p: %p',
    (status, shown) => {
      expect(showsDownloadLighthouseReport(status)).toBe(shown);
    },
  );
});

describe('activity and build helpers', () => {
  it.each([
    ['http://harbo1.westeurope.azurecontainer.io', 'westeurope'],
    ['http://x.centralindia.azurecontainer.io:80/path', 'centralindia'],
    ['https://x.azurewebsites.net', 'europe'],
    ['azurecontainer.io', 'europe'],
    [null, 'europe'],
  ])('containerRegion(%p) is %p', (url, region) => {
    expect(containerRegion(url)).toBe(region);
  });

  it('newestReport picks the highest version whatever the order', () => {
    const reports = [
      { version: 2, name: 'b', reportCreatedDate: '' },
      { version: 10, name: 'c', reportCreatedDate: '' },
      { version: 1, name: 'a', reportCreatedDate: '' },
    ];
    expect(newestReport(reports)?.name).toBe('c');
    expect(newestReport([])).toBeUndefined();
    expect(newestReport(null)).toBeUndefined();
  });

  it('latestActivity reads entries newest first; isActivityRunning covers queued and running', () => {
    const entry = (id: number, kind: ActivityEntry['kind'], state: ActivityEntry['state']): ActivityEntry => ({
      id, kind, state, title: '', by: 'tech', startedAt: '', endedAt: null, attempt: 1, steps: [], outcome: '',
    });
    const entries = [entry(3, 'build', 'running'), entry(2, 'devopsChain', 'failed'), entry(1, 'devopsChain', 'succeeded')];
    expect(latestActivity(entries, 'devopsChain')?.id).toBe(2);
    expect(latestActivity(entries, 'sonarAnalysis')).toBeUndefined();
    expect(entries.map(isActivityRunning)).toEqual([true, false, false]);
    expect(isActivityRunning({ state: 'queued' })).toBe(true);
  });

  it('the chain has six server steps of 3 to 7 seconds, then the page saves the URL', () => {
    expect(DEVOPS_CHAIN_SERVER_STEPS.map((s) => s.id)).toEqual(DEVOPS_CHAIN_STEPS.slice(0, 6).map((s) => s.id));
    for (const ms of Object.values(DEVOPS_CHAIN_STEP_MS)) {
      expect(ms).toBeGreaterThanOrEqual(DEVOPS_CHAIN_DELAY_MS.min);
      expect(ms).toBeLessThanOrEqual(DEVOPS_CHAIN_DELAY_MS.max);
    }
  });
});
