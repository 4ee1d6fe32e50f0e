/** The Deploy step of a build's console log (./appLogs.ts): web app, container or static site, then the health check. */
import { between, seededRandom } from '../core/random';
import { type Ctx, taskHeader } from './logContext';
import { springLog } from './mavenLog';

/* ---------- Deploy ---------- */

export function deploy(ctx: Ctx, failing: boolean): string[] {
  const random = seededRandom(ctx.input.appId, ctx.input.buildNo, 3);
  const { appType, environment, healthPath, websitePort } = ctx.input;
  const health = `${ctx.appUrl}${healthPath ? (healthPath.startsWith('/') ? healthPath : `/${healthPath}`) : '/'}`;
  const deploymentId = ctx.sha.slice(0, 32);
  const lines = ['##[section]Starting: Deploy'];
  if (appType === 'static_site') {
    const account = ctx.host.replace(/[^a-z0-9]/g, '').slice(0, 24);
    lines.push(
      ...taskHeader('Azure CLI', 'Run Azure CLI commands against an Azure subscription in a PowerShell Core/Shell script when running on Linux agent', '2.238.1', 'https://aka.ms/azurecli-task'),
      `/usr/bin/az storage blob upload-batch --account-name ${account} --destination '$web' --source ${ctx.tool === 'none' ? '/home/vsts/work/1/a' : '/home/vsts/work/1/s/dist'} --overwrite`,
    );
    if (failing) {
      lines.push(
        'ERROR: (AuthorizationPermissionMismatch) This request is not authorized to perform this operation using this permission.',
        'Code: AuthorizationPermissionMismatch',
        "##[error]Script failed with exit code: 1",
        '##[section]Finishing: Deploy',
      );
      return lines;
    }
    const count = between(random, 6, 40);
    lines.push(`Finished[#############################################################]  100.0000%`, `${count} files uploaded to container '$web'`);
  } else {
    const container = appType === 'app_service_container';
    if (container) {
      const image = `dfcregistry.azurecr.io/${ctx.artifact}:${ctx.input.buildNo}`;
      lines.push(
        ...taskHeader('Docker', 'Build or push Docker images, login or logout, start or stop containers, or run a Docker command', '2.240.2', 'https://aka.ms/azpipes-docker-tsg'),
        `/usr/bin/docker build -f /home/vsts/work/1/s/Dockerfile -t ${image} /home/vsts/work/1/s`,
        '#1 [internal] load build definition from Dockerfile',
        '#1 DONE 0.0s',
        `#2 [internal] load metadata for ${environment === 'spring_boot' ? 'docker.io/library/eclipse-temurin:17-jre' : 'docker.io/library/node:20-alpine'}`,
        `#2 DONE ${between(random, 1, 3)}.${between(random, 1, 9)}s`,
        `#6 [3/4] COPY ${environment === 'spring_boot' ? `target/${ctx.artifact}-${ctx.version}.jar app.jar` : 'dist ./dist'}`,
        '#6 DONE 0.2s',
        '#8 exporting to image',
        `#8 naming to ${image} done`,
        '#8 DONE 0.4s',
        `/usr/bin/docker push ${image}`,
        `The push refers to repository [dfcregistry.azurecr.io/${ctx.artifact}]`,
        `${ctx.input.buildNo}: digest: sha256:${ctx.sha}${ctx.sha.slice(0, 24)} size: ${between(random, 1200, 2400)}`,
        ...taskHeader('Azure Web App for Containers', 'Deploy containers to Azure App Service', '1.238.3', 'https://aka.ms/azurewebappcontainerstroubleshooting'),
        `Got service connection details for Azure App Service:'${ctx.host}'`,
        `Updating App Service Configuration settings. Data: {"appCommandLine":"","linuxFxVersion":"DOCKER|${image}"}`,
      );
    } else {
      lines.push(
        ...taskHeader('Azure Web App', 'Deploy an Azure Web App for Linux or Windows', '1.238.3', 'https://aka.ms/azurewebapptroubleshooting'),
        `Got service connection details for Azure App Service:'${ctx.host}'`,
        'Package deployment using ZIP Deploy initiated.',
        `Deploy logs can be viewed at ${ctx.scmUrl}/api/deployments/${deploymentId}/log`,
      );
    }
    if (failing) {
      const port = websitePort || (environment === 'spring_boot' ? '8080' : '3000');
      lines.push(`Container ${ctx.host}_0_${ctx.sha.slice(0, 8)} didn't respond to HTTP pings on port: ${port}, failing site start. See container logs for debugging.`);
      lines.push('Last container log lines:');
      if (environment === 'spring_boot') {
        const at = ctx.stepStart[3] + 4000;
        lines.push(
          springLog(ctx, at, 'ERROR', 'o.s.boot.SpringApplication', 'Application run failed', 1),
          "org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'entityManagerFactory' defined in class path resource [org/springframework/boot/autoconfigure/orm/jpa/HibernateJpaConfiguration.class]: Unable to open JDBC Connection for DDL execution",
          '\tat org.springframework.beans.factory.support.AbstractAutowireCapableBeanFactory.initializeBean(AbstractAutowireCapableBeanFactory.java:1786)',
          '\tat org.springframework.beans.factory.support.AbstractAutowireCapableBeanFactory.doCreateBean(AbstractAutowireCapableBeanFactory.java:600)',
          '\tat org.springframework.beans.factory.support.AbstractAutowireCapableBeanFactory.createBean(AbstractAutowireCapableBeanFactory.java:522)',
          '\tat org.springframework.beans.factory.support.AbstractBeanFactory.lambda$doGetBean$0(AbstractBeanFactory.java:325)',
          '\tat org.springframework.context.support.AbstractApplicationContext.refresh(AbstractApplicationContext.java:631)',
          '\tat org.springframework.boot.SpringApplication.refreshContext(SpringApplication.java:754)',
          '\tat org.springframework.boot.SpringApplication.run(SpringApplication.java:334)',
          `\tat com.dfc.${ctx.pkg}.${ctx.Name}Application.main(${ctx.Name}Application.java:10)`,
          `Caused by: org.postgresql.util.PSQLException: Connection to ${ctx.artifact}-db.postgres.database.azure.com:5432 refused. Check that the hostname and port are correct and that the postmaster is accepting TCP/IP connections.`,
          '\tat org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:346)',
          '\tat org.postgresql.core.ConnectionFactory.openConnection(ConnectionFactory.java:54)',
          '\tat org.postgresql.jdbc.PgConnection.<init>(PgConnection.java:273)',
          '\tat com.zaxxer.hikari.pool.HikariPool.checkFailFast(HikariPool.java:554)',
          `\t... ${between(random, 30, 60)} common frames omitted`,
        );
      } else {
        lines.push(
          `/home/site/wwwroot/dist/config.js:${between(random, 8, 20)}`,
          '    throw new Error(`Missing required environment variable ${name}`);',
          '    ^',
          '',
          'Error: Missing required environment variable API_BASE_URL',
          '    at requireEnv (/home/site/wwwroot/dist/config.js:12:11)',
          '    at Object.<anonymous> (/home/site/wwwroot/dist/config.js:20:17)',
          '    at Module._compile (node:internal/modules/cjs/loader:1376:14)',
          '    at Module._extensions..js (node:internal/modules/cjs/loader:1435:10)',
          '    at Module.load (node:internal/modules/cjs/loader:1207:32)',
          '    at Module._load (node:internal/modules/cjs/loader:1023:12)',
          '    at Function.executeUserEntryPoint [as runMain] (node:internal/modules/run_main:135:12)',
          '',
          'Node.js v20.12.2',
        );
      }
      lines.push(`##[error]Health check ${health} did not answer 200 within 230 s`, '##[error]Error: Failed to deploy web package to App Service.', '##[section]Finishing: Deploy');
      return lines;
    }
    if (!container) lines.push('Successfully deployed web package to App Service.', `Successfully updated deployment History at ${ctx.scmUrl}/api/deployments/${deploymentId}`);
  }
  lines.push(`Health check ${health} answered 200 in ${between(random, 1, 4)}.${between(random, 10, 99)} s`, `App Service Application URL: ${ctx.appUrl}`, '##[section]Finishing: Deploy');
  return lines;
}
