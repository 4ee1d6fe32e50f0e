import type { SavedTemplate } from '../../src/domain/projects';
import { call, getJson, postJson, signInAs } from '../testing';

const templatesOf = async (username: string) =>
  getJson<SavedTemplate[]>('/api/get_dfc_project_template_by_user_id', await signInAs(username));

async function save(username: string, template: Partial<SavedTemplate>): Promise<Response> {
  return postJson('/api/create_dfc_project_template', template, await signInAs(username));
}

describe('saved templates', () => {
  it("answers the caller's own templates", async () => {
    const gagency = await templatesOf('gagency');
    expect(gagency.map((t) => t.templateName)).toEqual(expect.arrayContaining(['REACT STARTER', 'CMS SITE']));
    expect(gagency.every((t) => t.dfcUser?.username === 'gagency')).toBe(true);
    const cms = gagency.find((t) => t.templateName === 'CMS SITE');
    expect(cms).toMatchObject({ cmsFlag: true, frontend: null, cms: { name: 'Adobe Experience Manager' } });
    expect(cms?.noOfEnvironments).toBe(cms?.environments.length);
    expect((await templatesOf('lagency')).every((t) => t.dfcUser?.username === 'lagency')).toBe(true);
    expect(await templatesOf('gbm')).toEqual([]);
    expect((await call('/api/get_dfc_project_template_by_user_id')).status).toBe(401);
  });

  it("saves a template from the wizard's choices, upper-cased, as text 'success'", async () => {
    const [base] = await templatesOf('gagency');
    const response = await save('gagency', { ...base, templateName: 'My Landing Page', noOfSprints: 12.7 as number, dfcUser: null });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('success');
    const stored = (await templatesOf('gagency')).find((t) => t.templateName === 'MY LANDING PAGE');
    expect(stored).toMatchObject({ noOfSprints: 12, markets: base.markets, dfcUser: { userId: 6, username: 'gagency' } });
  });

  it('refuses a name the caller already has, in any case, with the documented message', async () => {
    const [base] = await templatesOf('gagency');
    for (const name of ['REACT STARTER', 'react starter', 'React Starter']) {
      const response = await save('gagency', { ...base, templateName: name });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('REACT STARTER already exists, please enter another name');
    }
    expect((await templatesOf('gagency')).filter((t) => t.templateName === 'REACT STARTER')).toHaveLength(1);
  });

  it('lets another user take the same name', async () => {
    const [base] = await templatesOf('gagency');
    expect(await (await save('lagency', { ...base, dfcUser: { userId: 7, username: 'lagency' }, templateName: 'react starter' })).text()).toBe('success');
    expect((await templatesOf('lagency')).map((t) => t.templateName)).toContain('REACT STARTER');
  });

  it('answers 400 without a name or with an unknown lookup value', async () => {
    const [base] = await templatesOf('gagency');
    const missing = await save('gagency', { ...base, templateName: '  ' });
    expect(missing.status).toBe(400);
    // Only a clash answers the "already exists" text; a bad request says what is wrong.
    expect(await missing.text()).not.toMatch(/already exists/);
    expect((await save('gagency', { ...base, templateName: 'BROKEN', cms: { id: 77, name: 'Nope' } })).status).toBe(400);
    expect((await postJson('/api/create_dfc_project_template', base)).status).toBe(401);
  });
});
