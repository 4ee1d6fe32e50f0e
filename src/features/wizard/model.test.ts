import type { CodeTemplate, LookupOption, ProjectDraft, SavedTemplate } from '../../domain/projects';
import { clearAutosave, parseAutosave, readAutosave, writeAutosave } from './autosave';
import {
  buildPayload,
  dfcUserFor,
  ENVIRONMENT_STEP,
  fillFromTemplate,
  GENERAL_STEP,
  planMove,
  projectIdFrom,
  projectIdentity,
  setCloudPlatform,
  setCmsFlag,
  startStep,
  SUBMIT,
  submitProblem,
  TECHNICAL_STEP,
  templateFromValues,
  toggleOption,
  valuesFromDraft,
  withListDefaults,
  type WizardValues,
} from './model';

const opt = (id: number, name: string): LookupOption => ({ id, name });
const react = opt(1, 'React');
const node = opt(1, 'Node.js');
const express = opt(2, 'Express');
const postgres = opt(1, 'PostgreSQL');
const sitecore = opt(2, 'Sitecore');
const template: CodeTemplate = { id: 1, name: 'React Starter Kit', templateUrl: 'https://git.example.com/react.git' };
const dev = opt(1, 'Dev');
const qa = opt(2, 'QA');
const azure = opt(1, 'Azure');
const aws = opt(2, 'AWS');
const paas = opt(1, 'PaaS');
const region = { id: 3, name: 'East US', cpId: 1, serviceName: 'Storage' };

const identity = projectIdentity(
  7,
  { projectName: 'Spring Site', projectSummary: 'A site', projectCreator: { userId: 2, username: 'gbm' }, projectBrand: { brandId: 1, brandName: 'Aurora Skin' } },
  undefined,
);
const agency = { userId: 6, username: 'gagency' };

function filled(overrides: Partial<WizardValues> = {}): WizardValues {
  return {
    ...valuesFromDraft(undefined),
    markets: opt(3, 'Germany'),
    duration: opt(2, '1< and >3 months'),
    qualityAssurance: [opt(1, 'Unit Testing')],
    frontend: react,
    middleware: node,
    framework: express,
    backend: postgres,
    dfcTemplates: template,
    cloudPlatform: azure,
    cloudRegions: region,
    hostingType: paas,
    environments: [dev, qa],
    endUsers: [opt(1, 'Consumers')],
    ...overrides,
  };
}

describe('wizard model: CMS rule', () => {
  it('ticking the CMS flag clears frontend, middleware, framework and backend and keeps the rest', () => {
    const next = setCmsFlag(filled(), true);
    expect(next).toMatchObject({ cmsFlag: true, frontend: null, middleware: null, framework: null, backend: null });
    expect(next.markets).toEqual(opt(3, 'Germany'));
    expect(next.dfcTemplates).toEqual(template);
  });

  it('unticking the CMS flag clears the CMS choice and keeps the stack', () => {
    const withCms = { ...setCmsFlag(filled(), true), cms: sitecore };
    const next = setCmsFlag(withCms, false);
    expect(next).toMatchObject({ cmsFlag: false, cms: null });
  });
});

describe('wizard model: starting values', () => {
  it('a project never saved starts at General with the seed defaults (20 sprints, 10 members, 500 hits)', () => {
    const values = valuesFromDraft({ projectCreationStatus: null, noOfSprints: null, noOfTeamMembers: null, noOfHits: null });
    expect(values).toMatchObject({ noOfSprints: '20', noOfTeamMembers: '10', noOfHits: '500', cmsFlag: false, environments: [] });
    expect(startStep({ projectCreationStatus: null })).toBe(GENERAL_STEP);
  });

  it('a DRAFT restores every saved field and reopens at the Technical step', () => {
    const draft = buildPayload(identity, filled({ noOfSprints: '7' }), 'DRAFT', agency);
    expect(valuesFromDraft(draft)).toEqual(filled({ noOfSprints: '7' }));
    expect(startStep(draft)).toBe(TECHNICAL_STEP);
  });

  it('fills hosting type PaaS, platform Azure and one environment from the lists, only where empty', () => {
    const lists = { hostingType: [opt(2, 'IaaS'), paas], cloudPlatform: [aws, azure], environments: [dev, qa] };
    const fresh = withListDefaults(valuesFromDraft(undefined), lists, true);
    expect(fresh).toMatchObject({ hostingType: paas, cloudPlatform: azure, environments: [dev] });
    const chosen = filled({ hostingType: opt(2, 'IaaS'), cloudPlatform: aws, environments: [qa] });
    expect(withListDefaults(chosen, lists, true)).toBe(chosen);
    // A saved draft keeps its (empty) choice of environments.
    expect(withListDefaults(filled({ environments: [] }), lists, false).environments).toEqual([]);
  });
});

describe('wizard model: fields', () => {
  it('choosing another cloud platform clears the region; the same one keeps it', () => {
    expect(setCloudPlatform(filled(), aws)).toMatchObject({ cloudPlatform: aws, cloudRegions: null });
    expect(setCloudPlatform(filled(), azure).cloudRegions).toEqual(region);
  });

  it('toggles options of a checkbox group by id', () => {
    expect(toggleOption([dev], qa, true)).toEqual([dev, qa]);
    expect(toggleOption([dev, qa], { ...dev }, false)).toEqual([qa]);
    expect(toggleOption([dev], dev, true)).toEqual([dev]);
  });

  it('requires a code template on the last step', () => {
    expect(submitProblem(filled({ dfcTemplates: null }))).toBe('Please select Code Template');
    expect(submitProblem(filled())).toBeNull();
  });

  it('reads project ids from the path or the location state', () => {
    expect(projectIdFrom('12')).toBe(12);
    expect(projectIdFrom(5)).toBe(5);
    expect(projectIdFrom('abc')).toBeNull();
    expect(projectIdFrom('0')).toBeNull();
    expect(projectIdFrom(undefined)).toBeNull();
  });
});

describe('wizard model: moves and payload', () => {
  it('choosing the Technical step saves a DRAFT; moving forward saves a DRAFT; leaving the last step submits', () => {
    expect(planMove(GENERAL_STEP, TECHNICAL_STEP)).toEqual({ save: 'DRAFT', validate: false });
    expect(planMove(ENVIRONMENT_STEP, TECHNICAL_STEP)).toEqual({ save: 'DRAFT', validate: false });
    expect(planMove(TECHNICAL_STEP, ENVIRONMENT_STEP)).toEqual({ save: 'DRAFT', validate: false });
    expect(planMove(TECHNICAL_STEP, GENERAL_STEP)).toEqual({ save: null, validate: false });
    expect(planMove(ENVIRONMENT_STEP, SUBMIT)).toEqual({ save: 'SUBMITTED', validate: true });
  });

  it('builds the full payload: identity, dfcUser, status, numbers, noOfEnvironments = chosen environments', () => {
    const payload: ProjectDraft = buildPayload(identity, filled({ noOfSprints: '12', noOfHits: '' }), 'SUBMITTED', agency);
    expect(payload).toMatchObject({
      projectId: 7,
      projectName: 'Spring Site',
      projectBrand: { brandId: 1, brandName: 'Aurora Skin' },
      projectCreator: { userId: 2, username: 'gbm' },
      dfcUser: agency,
      projectCreationStatus: 'SUBMITTED',
      noOfSprints: 12,
      noOfTeamMembers: 10,
      noOfHits: null,
      noOfEnvironments: 2,
      environments: [dev, qa],
      dfcTemplates: template,
    });
    expect(buildPayload(identity, filled({ environments: [] }), 'DRAFT', agency)).toMatchObject({ projectCreationStatus: 'DRAFT', noOfEnvironments: 0 });
  });

  it('dfcUser is the signed-in agency user; a brand manager keeps the project agency', () => {
    expect(dfcUserFor({ Id: 6, sub: 'gagency', Role: 6, TYPE: 'AGENCY' }, { userId: 9, username: 'other' })).toEqual(agency);
    expect(dfcUserFor({ Id: 2, sub: 'gbm', Role: 2, TYPE: 'INTERNAL' }, agency)).toEqual(agency);
    expect(dfcUserFor({ Id: 2, sub: 'gbm', Role: 2, TYPE: 'INTERNAL' }, null)).toEqual({ userId: 2, username: 'gbm' });
  });
});

describe('wizard model: templates', () => {
  const saved: SavedTemplate = {
    ...templateFromValues(filled(), 'shop', agency),
    cmsFlag: true,
    cms: sitecore,
    frontend: react,
    noOfSprints: 8,
    noOfTeamMembers: 4,
    noOfHits: 900,
    environments: [qa],
  };

  it('fills every wizard field from a template and applies its CMS rule', () => {
    const next = fillFromTemplate(valuesFromDraft(undefined), saved);
    expect(next).toMatchObject({
      cmsFlag: true,
      cms: sitecore,
      frontend: null,
      noOfSprints: '8',
      noOfTeamMembers: '4',
      noOfHits: '900',
      environments: [qa],
      dfcTemplates: template,
      cloudRegions: region,
      markets: opt(3, 'Germany'),
    });
    expect(next).not.toHaveProperty('projectName');
    expect(next).not.toHaveProperty('templateName');
  });

  it('saves a template with the name upper-cased and sprints and members as whole numbers', () => {
    const body = templateFromValues(filled({ noOfSprints: '12.7', noOfTeamMembers: '3.2', environments: [dev, qa] }), ' My shop ', agency);
    expect(body).toMatchObject({ templateName: 'MY SHOP', noOfSprints: 12, noOfTeamMembers: 3, noOfEnvironments: 2, dfcUser: agency });
    expect(body).not.toHaveProperty('projectName');
  });
});

describe('wizard autosave', () => {
  it('reads back what it stored and refuses anything else', () => {
    const values = filled();
    expect(parseAutosave(JSON.stringify({ values, step: 2 }))).toEqual({ values, step: 2 });
    expect(parseAutosave(JSON.stringify({ values, step: 9 }))?.step).toBe(0);
    expect(parseAutosave('not json')).toBeNull();
    expect(parseAutosave(JSON.stringify({ values: { ...values, environments: 'Dev' }, step: 1 }))).toBeNull();
    expect(parseAutosave(null)).toBeNull();
  });

  it("is the user's local draft of the project: never read by another user, gone once cleared", () => {
    const autosave = { values: filled(), step: 1 };
    writeAutosave({ userId: 6, projectId: 18 }, autosave);
    expect(window.localStorage.getItem('dfc.wizardDraft.6.18')).not.toBeNull();
    expect(readAutosave({ userId: 6, projectId: 18 })).toEqual(autosave);
    expect(readAutosave({ userId: 2, projectId: 18 })).toBeNull();
    expect(readAutosave({ userId: 6, projectId: 19 })).toBeNull();
    clearAutosave({ userId: 6, projectId: 18 });
    expect(readAutosave({ userId: 6, projectId: 18 })).toBeNull();
  });
});
