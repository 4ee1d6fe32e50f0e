/**
 * A web app as the apps calls read it (seed 001 section 3, "App (read)": every listed field), for
 * tests: the fields they do not care about filled in once, here; `fields` sets the rest.
 */
export function webAppRead<T extends Record<string, unknown>>(fields: T) {
  return {
    appId: 1,
    appName: 'orders_api',
    appType: 'app_service',
    appEnvironment: [] as { key: string; value: string }[],
    projectId: 1,
    projectName: 'Portfolio',
    status: [] as unknown[],
    path: '/orders',
    healthPath: '/health',
    websitePort: '8080',
    dependentApp: [] as unknown[],
    buildType: 'maven',
    environment: 'spring_boot',
    cloud: 'Azure',
    appServiceUrl: null as string | null,
    appUrl: null as string | null,
    ...fields,
  };
}
