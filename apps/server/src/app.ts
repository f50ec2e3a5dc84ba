import { join } from 'node:path';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import { apiKeyLimits } from '@worktrail/contract';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { type Clock, systemClock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { uuidv7 } from './db/ids.ts';
import { registerAccessControl } from './http/access.ts';
import { answerSerializerCompiler } from './http/answer-writer.ts';
import { clientErrorResponse, frameworkErrorReply, registerErrorHandling } from './http/error-handler.ts';
import { registerHostileInputGuards } from './http/hostile-input.ts';
import { loggerOptions } from './http/logging.ts';
import { registerOpenApi } from './http/openapi.ts';
import { identifyOncePerRequest, registerRateLimit } from './http/rate-limit.ts';
import { helmetOptions } from './http/security.ts';
import { registerSpa } from './http/spa.ts';
import { accessRoutes } from './modules/access/access.routes.ts';
import { queueSignInLockedMail } from './modules/accounts/account-mail.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { createApiKeyAuthenticator } from './modules/api-keys/api-key-auth.ts';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { customersRoutes } from './modules/customers/customers.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { createDataExportJobHandler, dataExportQueue } from './modules/data-export/data-export.job.ts';
import { dataExportRoutes } from './modules/data-export/data-export.routes.ts';
import { departmentsRoutes } from './modules/departments/departments.routes.ts';
import { createExportJobHandler } from './modules/exports/exports.job.ts';
import { exportsRoutes } from './modules/exports/exports.routes.ts';
import { exportQueue } from './modules/exports/exports.service.ts';
import { createFsBlobStore } from './modules/files/fs-blob-store.ts';
import { createS3BlobStore } from './modules/files/s3-blob-store.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { registerMetrics } from './modules/health/metrics.ts';
import { hostRoutes } from './modules/host/host.routes.ts';
import { createHostIdentifier } from './modules/host/host-access.ts';
import { shareAccessChanges } from './modules/identity/access-changes.ts';
import { createAccessTokenVerifier } from './modules/identity/access-token.ts';
import { createAuthenticator, createIdentifier, requireStandingGrant } from './modules/identity/authenticate.ts';
import { createExternalTokenVerifier } from './modules/identity/external-token.ts';
import { federationRoutes } from './modules/identity/federation.routes.ts';
import { interactionRoutes } from './modules/identity/interaction.routes.ts';
import { providerRoutes } from './modules/identity/provider.routes.ts';
import { createProvider } from './modules/identity/provider.ts';
import { createRedisThrottle } from './modules/identity/redis-throttle.ts';
import { loadOrCreateKeys } from './modules/identity/signing-keys.ts';
import { createThrottle } from './modules/identity/throttle.ts';
import { createImportJobHandler } from './modules/imports/imports.job.ts';
import { importsRoutes } from './modules/imports/imports.routes.ts';
import { importQueue } from './modules/imports/imports.service.ts';
import { invitationsRoutes } from './modules/invitations/invitations.routes.ts';
import { billingQueue, createBillingJobHandler } from './modules/invoices/billing.job.ts';
import { invoicesRoutes } from './modules/invoices/invoices.routes.ts';
import { type JobWorker, startJobWorker } from './modules/jobs/jobs.worker.ts';
import { createMailTransport } from './modules/mail/mail-transport.ts';
import { type MailWorker, startMailWorker } from './modules/mail/mail-worker.ts';
import { membersRoutes } from './modules/members/members.routes.ts';
import { permissionRoutes } from './modules/permissions/permissions.routes.ts';
import { positionsRoutes } from './modules/positions/positions.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { projectsRoutes } from './modules/projects/projects.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { screenshotsRoutes } from './modules/screenshots/screenshots.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { tasksRoutes } from './modules/tasks/tasks.routes.ts';
import { teamsRoutes } from './modules/teams/teams.routes.ts';
import { timelineRoutes } from './modules/timeline/timeline.routes.ts';
import { timerRoutes } from './modules/timer/timer.routes.ts';
import { trackerRoutes } from './modules/tracker/tracker.routes.ts';
import { trackerDevicesRoutes } from './modules/tracker-devices/tracker-devices.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Queued mail delivery; `flush()` delivers what is due now. */
    mail: MailWorker;
    /** Background jobs (imports…); `flush()` runs what is due now. */
    jobs: JobWorker;
  }
}

const requestIdPattern = /^[A-Za-z0-9._-]{1,100}$/;

/** The configured blob store (ARCHITECTURE §6): S3 when configured, else files under the data directory. */
export function createBlobStore({ config, clock = systemClock }: { config: Config; clock?: Clock }) {
  return config.s3
    ? createS3BlobStore({
        endpoint: config.s3.endpoint,
        region: config.s3.region,
        bucket: config.s3.bucket,
        credentials: { accessKeyId: config.s3.accessKeyId, secretAccessKey: config.s3.secretAccessKey },
        forcePathStyle: config.s3.forcePathStyle,
        clock,
      })
    : createFsBlobStore({ root: join(config.dataDir, 'files') });
}

/** Builds the whole server on an open, migrated database; the caller listens and closes. */
export async function buildApp({
  config,
  database,
  clock = systemClock,
}: {
  config: Config;
  database: Database;
  clock?: Clock;
}) {
  const { db } = database;
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    frameworkErrors: frameworkErrorReply,
    clientErrorHandler: (error, socket) => {
      const response = clientErrorResponse(error);
      if (response && socket.writable) socket.end(response);
      else socket.destroy();
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && requestIdPattern.test(given) ? given : uuidv7();
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler({ checkAnswers: config.checkAnswers ?? false }));
  registerErrorHandling(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(helmet, helmetOptions({ https: config.publicUrl.startsWith('https:') }));
  const keys = await loadOrCreateKeys({ db });
  const provider = createProvider({ config, db, keys });
  const verify = config.externalIdentity
    ? createExternalTokenVerifier({ external: config.externalIdentity, db, clock })
    : createAccessTokenVerifier({ issuer: config.publicUrl, publicJwks: keys.publicJwks, clock });
  const identify = identifyOncePerRequest(createIdentifier({ verify }));
  // With several replicas the counters must be shared: Redis when REDIS_URL is set.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000, lazyConnect: false })
    : undefined;
  if (redis) {
    // Other replicas hear of sign-outs and archivings at once, so their access caches forget them too.
    const sharing = shareAccessChanges({
      redis,
      prefix: config.redisPrefix,
      onError: (error) => app.log.warn({ err: error }, 'access changes are not shared through Redis'),
    });
    app.addHook('onClose', async () => {
      await sharing.stop();
      await redis.quit();
    });
  }
  // Organisation API keys (`wt_…`) are checked apart from people's tokens, and counted per key.
  const apiKeys = createApiKeyAuthenticator({ db, clock });
  await registerRateLimit(app, {
    identify,
    perMinute: config.rateLimitPerMinute,
    apiKeys: { ...apiKeys, perMinute: config.apiKeyRateLimitPerMinute ?? apiKeyLimits.requestsPerMinute },
    redis,
    redisPrefix: config.redisPrefix,
  });
  // After the rate limit, so a flood of hostile requests is counted like any other.
  registerHostileInputGuards(app);
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  // JSON only, unless a route's own scope adds a parser (multipart uploads, the identity provider).
  app.removeContentTypeParser('text/plain');

  // Throttling happens before any database work; only the token's signature is checked first, to know whom to count.
  registerAccessControl(app, {
    identify: requireStandingGrant({ db, identify, clock }),
    authenticate: createAuthenticator({ db, identify, apiKeys, clock }),
    identifyHost: createHostIdentifier({ db }),
    carriesApiKey: apiKeys.carries,
  });

  const mail = startMailWorker({
    db,
    transport: createMailTransport({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      log: app.log,
    }),
    intervalMs: config.mailPollMs,
    log: app.log,
  });
  app.decorate('mail', mail);
  app.addHook('onClose', () => mail.stop());
  const blobs = createBlobStore({ config, clock });
  // Jobs poll at the mail cadence (MAIL_POLL_MS; 0 in tests, which flush by hand). The billing run is scheduled
  // daily at 00:15 UTC; pg-boss sends it once however many replicas run.
  const jobs = await startJobWorker({
    database,
    handlers: {
      [importQueue]: createImportJobHandler({ db, clock }),
      [exportQueue]: createExportJobHandler({ db, clock, blobs }),
      [dataExportQueue]: createDataExportJobHandler({ db, clock, blobs }),
    },
    schedules: { [billingQueue]: { cron: '15 0 * * *', handler: createBillingJobHandler({ db, clock, config }) } },
    intervalMs: config.mailPollMs,
    log: app.log,
  });
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => jobs.stop());
  await registerOpenApi(app, { publicUrl: config.publicUrl });
  registerMetrics(app, { token: config.metricsToken });

  const spa = await registerSpa(app, { dir: config.webDistDir });
  await app.register(healthRoutes, { database });
  await app.register(permissionRoutes);
  // One throttle store per app: sign-in records failures, a password reset clears them.
  const throttle = redis
    ? createRedisThrottle({ redis, clock, prefix: `${config.redisPrefix}throttle:` })
    : createThrottle({ clock });
  const moduleOptions = { config, db, clock, provider, throttle, blobs };
  await app.register(accountsRoutes, moduleOptions);
  await app.register(invitationsRoutes, moduleOptions);
  await app.register(accessRoutes, moduleOptions);
  await app.register(membersRoutes, moduleOptions);
  await app.register(customersRoutes, moduleOptions);
  await app.register(dashboardRoutes, moduleOptions);
  await app.register(exportsRoutes, moduleOptions);
  await app.register(reportsRoutes, moduleOptions);
  await app.register(departmentsRoutes, moduleOptions);
  await app.register(importsRoutes, moduleOptions);
  await app.register(positionsRoutes, moduleOptions);
  await app.register(profileRoutes, moduleOptions);
  await app.register(projectsRoutes, moduleOptions);
  await app.register(tasksRoutes, moduleOptions);
  await app.register(teamsRoutes, moduleOptions);
  await app.register(screenshotsRoutes, moduleOptions);
  await app.register(settingsRoutes, moduleOptions);
  await app.register(timelineRoutes, moduleOptions);
  await app.register(timerRoutes, moduleOptions);
  await app.register(trackerRoutes, moduleOptions);
  await app.register(trackerDevicesRoutes, moduleOptions);
  await app.register(supportRoutes, moduleOptions);
  await app.register(hostRoutes, moduleOptions);
  await app.register(billingRoutes, moduleOptions);
  await app.register(invoicesRoutes, moduleOptions);
  await app.register(apiKeysRoutes, moduleOptions);
  await app.register(dataExportRoutes, moduleOptions);
  await app.register(interactionRoutes, {
    db,
    provider,
    throttle,
    clock,
    publicUrl: config.publicUrl,
    mailLockout: queueSignInLockedMail,
    cookieKeys: keys.cookieKeys,
    localAccounts: !config.externalIdentity,
    sendSpa: spa.sendIndex,
  });
  await app.register(federationRoutes, { ...moduleOptions, cookieKeys: keys.cookieKeys });
  await app.register(providerRoutes, { provider });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
