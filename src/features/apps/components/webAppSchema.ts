import { array, object, string, type StringSchema } from 'yup';
import { isLocationFieldDisabled, isPortNumber, runsServer, type AppMode, type AppPayload, type AppRead, type KeyValue } from '../../../domain/apps';
import { appPageTexts } from '../../../texts/apps';

const f = appPageTexts.fields;
const m = appPageTexts.messages;

/** What the web app form holds: the payload's own fields, as typed (the payload is built on submit). */
export type WebAppValues = Pick<AppPayload, 'cloud' | 'appName' | 'appType' | 'environment' | 'dependentApp' | 'buildType' | 'path' | 'healthPath' | 'websitePort' | 'appEnvironment'>;

export const EMPTY_WEB_APP: WebAppValues = {
  cloud: 'Azure',
  appName: '',
  appType: 'app_service',
  environment: '',
  dependentApp: [],
  buildType: '',
  path: '',
  healthPath: '',
  websitePort: '',
  appEnvironment: [{ key: '', value: '' }],
};

export function valuesOfApp(app: AppRead): WebAppValues {
  return {
    cloud: app.cloud || 'Azure',
    appName: app.appName ?? '',
    appType: app.appType,
    environment: app.environment ?? '',
    dependentApp: (app.dependentApp ?? []).map((d) => String(d.appId)),
    buildType: app.buildType ?? '',
    path: app.path ?? '',
    healthPath: app.healthPath ?? '',
    websitePort: app.websitePort == null ? '' : String(app.websitePort),
    appEnvironment: app.appEnvironment?.length ? app.appEnvironment.map((r) => ({ key: r.key ?? '', value: r.value ?? '' })) : [{ key: '', value: '' }],
  };
}

/** The web app payload of seed 001 section 3, blank fields included; empty variable rows are left out (a static site sends no health path or port). */
export function payloadOf(values: WebAppValues, projectId: number, appId?: number): AppPayload {
  return {
    cloud: values.cloud,
    appName: values.appName.trim(),
    appType: values.appType,
    environment: values.environment,
    dependentApp: values.dependentApp,
    buildType: values.buildType,
    path: values.path.trim(),
    healthPath: runsServer(values.appType) ? values.healthPath.trim() : '',
    appEnvironment: values.appEnvironment.filter((r) => r.key.trim() !== '' || r.value.trim() !== '').map((r) => ({ key: r.key.trim(), value: r.value })),
    websitePort: runsServer(values.appType) ? values.websitePort.trim() : '',
    projectId,
    ...(appId === undefined ? {} : { appId }),
    indexDocument: '',
    accountReplicationType: '',
    enableLogging: 0,
    accountKind: '',
    sourceContent: '',
    accountTier: '',
  };
}

/** The rule of a field that only an app type running a server has (`runsServer`): none for a static site. */
const forServers = (rule: (s: StringSchema) => StringSchema) =>
  string().when('appType', { is: runsServer, then: rule, otherwise: (s) => s });

/**
 * The seeds give no format rule for these fields (section 5 only limits the variable rows); ours:
 * name and build type required, technology too unless the app is a static site; path and health
 * path start with '/'; the port is a whole number from 1 to 65535; a variable with a value needs a
 * key, and keys are unique. A static site has no health path or port. In update mode path, health
 * path and port are locked (seed 001 section 2): a locked field is never checked, since the user
 * could not correct it.
 */
export const webAppSchema = (mode: AppMode) => {
  const locked = isLocationFieldDisabled(mode);
  return object({
    appName: string().trim().required(m.required(f.appName)),
    appType: string(),
    environment: forServers((s) => s.required(m.required(f.environment))),
    buildType: string().required(m.required(f.buildType)),
    path: locked ? string() : string().trim().required(m.required(f.path)).matches(/^\//, m.pathFormat),
    healthPath: locked ? string() : forServers((s) => s.trim().required(m.required(f.healthPath)).matches(/^\//, m.pathFormat)),
    websitePort: locked
      ? string()
      : forServers((s) =>
          s
            .trim()
            .required(m.required(f.websitePort))
            .test('port', m.portNumber, (v) => isPortNumber(v ?? '')),
        ),
    appEnvironment: array()
      .of(
        object({
          key: string().test('key', m.keyRequired, function check(key) {
            const { value } = this.parent as KeyValue;
            return (key ?? '').trim() !== '' || (value ?? '').trim() === '';
          }),
          value: string(),
        }),
      )
      .test('unique', m.keyDuplicate, (rows) => {
        const keys = (rows ?? []).map((r) => (r.key ?? '').trim()).filter(Boolean);
        return new Set(keys).size === keys.length;
      }),
  });
};
