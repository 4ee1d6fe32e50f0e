import { LOOKUP_LISTS, type Brand, type CloudRegion, type CodeTemplate, type LookupOption, type UserRef } from '../../src/domain/projects';
import { call, getJson, signInAs } from '../testing';

describe('lookup endpoints', () => {
  it('answers the brands and the agency users', async () => {
    const token = await signInAs('gbm');
    const brands = await getJson<Brand[]>('/api/project_brands', token);
    expect(brands.length).toBeGreaterThanOrEqual(6);
    expect(brands[0]).toEqual({ brandId: 1, brandName: 'Aurora Skin' });
    expect(await getJson<UserRef[]>('/api/agencyList', token)).toEqual([
      { userId: 6, username: 'gagency' },
      { userId: 7, username: 'lagency' },
    ]);
  });

  it.each([...LOOKUP_LISTS])('/api/%s answers a list of id and name', async (list) => {
    const options = await getJson<LookupOption[]>(`/api/${list}`, await signInAs('gagency'));
    expect(options.length).toBeGreaterThan(1);
    for (const option of options) {
      expect(typeof option.id).toBe('number');
      expect(typeof option.name).toBe('string');
    }
    expect((await call(`/api/${list}`)).status).toBe(401);
  });

  it('answers the documented first choices and values', async () => {
    const token = await signInAs('lagency');
    const names = async (list: string) => (await getJson<LookupOption[]>(`/api/${list}`, token)).map((o) => o.name);
    expect(await names('get_durations')).toContain('1< and >3 months');
    expect((await getJson<LookupOption[]>('/api/get_cloud_platforms', token))[0]).toEqual({ id: 1, name: 'Azure' });
    expect((await names('get_hosting_type'))[0]).toBe('PaaS');
    const templates = await getJson<CodeTemplate[]>('/api/get_dfc_templates', token);
    expect(templates.every((t) => t.templateUrl.startsWith('https://'))).toBe(true);
  });

  it('answers the regions of a cloud platform, with or without the trailing slash', async () => {
    const token = await signInAs('gagency');
    const azure = await getJson<CloudRegion[]>('/api/get_cloud_regions/1/', token);
    expect(azure.length).toBeGreaterThan(0);
    expect(azure.every((r) => r.cpId === 1)).toBe(true);
    expect(Object.keys(azure[0]).sort()).toEqual(['cpId', 'id', 'name', 'serviceName']);
    expect(await getJson<CloudRegion[]>('/api/get_cloud_regions/1', token)).toEqual(azure);
    const aws = await getJson<CloudRegion[]>('/api/get_cloud_regions/2/', token);
    expect(aws.length).toBeGreaterThan(0);
    expect(aws.every((r) => r.cpId === 2)).toBe(true);
    expect(await getJson<CloudRegion[]>('/api/get_cloud_regions/99/', token)).toEqual([]);
    expect((await call('/api/get_cloud_regions/1/')).status).toBe(401);
  });

  it('answers the regions of a service', async () => {
    const regions = await getJson<CloudRegion[]>('/api/get_cloud_regions_by_service/Static%20web%20apps/2', await signInAs('tech'));
    expect(regions.map((r) => r.name)).toEqual(['West Europe', 'Central India', 'East US', 'Southeast Asia']);
    expect(regions.every((r) => r.serviceName === 'Static web apps')).toBe(true);
  });
});
