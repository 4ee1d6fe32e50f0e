/** The Deploy step of a build's console log (./appLogs.ts): web app, container or static site, then the health check; its lines are ./deployLog.txt. */
import { between, seededRandom } from '../core/random';
import text from './deployLog.txt';
import { type Ctx, taskHeader, templates } from './logContext';

const t = templates(text);

export function deploy(ctx: Ctx, failing: boolean): string[] {
  const random = seededRandom(ctx.input.appId, ctx.input.buildNo, 3);
  const { appType, environment, healthPath, websitePort } = ctx.input;
  const health = `${ctx.appUrl}${healthPath ? (healthPath.startsWith('/') ? healthPath : `/${healthPath}`) : '/'}`;
  const values = { ...ctx.values, health, deploymentId: ctx.sha.slice(0, 32), shortSha: ctx.sha.slice(0, 8) };
  const java = environment === 'spring_boot';
  const lines = t.lines('start');
  if (appType === 'static_site') {
    const account = ctx.host.replace(/[^a-z0-9]/g, '').slice(0, 24);
    lines.push(...t.lines('upload', { task: taskHeader('azureCli'), account, source: t.line(ctx.tool === 'none' ? 'copiedFiles' : 'builtFiles') }));
    if (failing) {
      lines.push(...t.lines('uploadFailed'));
      return lines;
    }
    lines.push(...t.lines('uploaded', { count: between(random, 6, 40) }));
  } else {
    const container = appType === 'app_service_container';
    if (container) {
      const image = t.line('image', values);
      const [baseImage, copy] = t.lines(java ? 'javaImage' : 'nodeImage', values);
      const [metadataSecs, metadataTenths] = [between(random, 1, 3), between(random, 1, 9)];
      lines.push(
        ...t.lines('container', {
          ...values,
          docker: taskHeader('docker'),
          webAppContainers: taskHeader('webAppContainers'),
          image,
          baseImage,
          copy,
          metadataSecs,
          metadataTenths,
          digest: `${ctx.sha}${ctx.sha.slice(0, 24)}`,
          size: between(random, 1200, 2400),
        }),
      );
    } else {
      lines.push(...t.lines('webApp', { ...values, webApp: taskHeader('webApp') }));
    }
    if (failing) {
      lines.push(...t.lines('notStarted', { ...values, port: websitePort || (java ? '8080' : '3000') }));
      if (java) lines.push(...t.lines('javaNotStarted', { ...values, at: new Date(ctx.stepStart[3] + 4000).toISOString(), omitted: between(random, 30, 60) }));
      else lines.push(...t.lines('nodeNotStarted', { line: between(random, 8, 20) }));
      lines.push(...t.lines('deployFailed', values));
      return lines;
    }
    if (!container) lines.push(...t.lines('deployed', values));
  }
  lines.push(...t.lines('healthy', { ...values, secs: between(random, 1, 4), cents: between(random, 10, 99) }));
  return lines;
}
