import {
  ENVIRONMENT_STEP_MS,
  jobIdOfStatusUrl,
  projectOfResourceName,
  publicIpOf,
  resourceNamesOf,
  serviceUrlOf,
  statusUrlOf,
} from './environments';

describe('environment creation rules', () => {
  it('reads the job id back from the status URL it answers, and nothing else', () => {
    expect(jobIdOfStatusUrl(statusUrlOf(42))).toBe(42);
    expect(jobIdOfStatusUrl(`${statusUrlOf(42)}/`)).toBe(42);
    expect(jobIdOfStatusUrl(`${statusUrlOf(42)}?api-version=2023-01-01`)).toBe(42);
    for (const other of ['', 'env-42', 'https://example.com/operations/env-x', null, undefined]) expect(jobIdOfStatusUrl(other)).toBeNull();
  });

  it('runs the three statuses the page keeps polling, about half a minute in all', () => {
    expect(Object.keys(ENVIRONMENT_STEP_MS)).toEqual(['Accepted', 'Started', 'Running...']);
    expect(Object.values(ENVIRONMENT_STEP_MS).reduce((a, b) => a + b, 0)).toBe(33_000);
  });

  it('finds the project by its name-based or container resource name', () => {
    expect(resourceNamesOf({ projectId: 30, projectName: 'Zenith Plant Protein', devopsUrl: 'https://devops.example.com/dfc-portal/Zenith_Plant_Protein' })).toEqual([
      'zenithplantprotein30',
      'zenith-plant-protein',
      'zenit30',
    ]);
    expect(projectOfResourceName('zenithplantprotein30')?.projectId).toBe(30);
    expect(projectOfResourceName('Zenith Plant Protein')?.projectId).toBe(30);
    expect(projectOfResourceName('zenit30')?.projectId).toBe(30);
    expect(projectOfResourceName('no-such-project')).toBeUndefined();
    expect(projectOfResourceName('--')).toBeUndefined();
  });

  it('names the application host as Azure does for each service', () => {
    expect(serviceUrlOf('Azure App Service', 'My Shop', 'westeurope')).toBe('https://my-shop.azurewebsites.net');
    expect(serviceUrlOf('Functions', 'my-shop', 'westeurope')).toBe('https://my-shop.azurewebsites.net');
    expect(serviceUrlOf('Static web apps', 'my-shop', 'eastus')).toBe('https://my-shop.azurestaticapps.net');
    expect(serviceUrlOf('Container Instances', 'mysho7', 'centralindia')).toBe('http://mysho7.centralindia.azurecontainer.io');
    expect(serviceUrlOf('Storage', 'my-shop', 'eastus')).toBe('https://myshop.z6.web.core.windows.net');
  });

  it('gives a stable, valid public IPv4 address', () => {
    const ip = publicIpOf(7, 'mysho7');
    expect(publicIpOf(7, 'mysho7')).toBe(ip);
    expect(publicIpOf(8, 'mysho7')).not.toBe(ip);
    for (const id of [1, 2, 3, 1000, 99_999]) {
      const parts = publicIpOf(id, 'x').split('.').map(Number);
      expect(parts[0]).toBe(20);
      expect(parts.every((p) => Number.isInteger(p) && p >= 0 && p <= 255)).toBe(true);
      expect(parts[3]).toBeGreaterThan(0);
    }
  });
});
