import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
  type onRouteHookHandler,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import { registerAfterResponse } from './http/after-response.ts';
import { answerFrameworkError, registerErrorHandler } from './http/error-handler.ts';
import { healthRoutes } from './http/health.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerPrivateAnswers } from './http/private-answers.ts';
import { markRecentWrites, readDatabasePicker } from './http/read-database.ts';
import { registerOriginCheck, registerSecurityHeaders } from './http/security.ts';
import { registerTextGuard } from './http/text-guard.ts';

import { readIndexHtml, registerWebApp } from './http/web-app.ts';
import { EventBus } from './lib/events.ts';
import type { FileStore } from './lib/file-store.ts';
import { serializeError } from './lib/log-serializers.ts';
import { openFileStore } from './lib/open-file-store.ts';
import { connectRedis } from './lib/redis.ts';
import type { WorkQueue } from './lib/work-queue.ts';
import { achievementRoutes } from './modules/achievements/achievements.routes.ts';
import { registerAchievementHandlers } from './modules/achievements/index.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { registerSessions, signInLimit } from './modules/auth/index.ts';
import { recoveryRoutes } from './modules/auth/recovery.routes.ts';
import { blockRoutes } from './modules/blocks/blocks.routes.ts';
import { BookLookup, bookRoutes } from './modules/books/index.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { registerCartHandlers } from './modules/cart/index.ts';
import { favouriteRoutes } from './modules/favourites/favourites.routes.ts';
import { registerFavouriteHandlers } from './modules/favourites/index.ts';
import {
  inProcessLiveChannel,
  postgresLiveChannel,
  redisLiveChannel,
  registerLiveHandlers,
  scheduleLiveEventPrune,
} from './modules/live/index.ts';
import { liveRoutes } from './modules/live/live.routes.ts';
import {
  type MailTransport,
  registerMailHandlers,
  scheduleMailWorker,
  unsubscribeKeyFrom,
} from './modules/mail/index.ts';
import { mailRoutes } from './modules/mail/mail.routes.ts';
import { conversationRoutes } from './modules/messages/conversations.routes.ts';
import {
  countUnreadForBuyer,
  countUnreadForSeller,
  registerMessageHandlers,
} from './modules/messages/index.ts';
import { messageRoutes } from './modules/messages/messages.routes.ts';
import { moderationRoutes } from './modules/moderation/moderation.routes.ts';
import { registerNotificationHandlers } from './modules/notifications/index.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { registerOfferHandlers } from './modules/offers/index.ts';
import { offerRoutes } from './modules/offers/offers.routes.ts';
import { documentRoutes } from './modules/orders/documents.routes.ts';
import { registerOrderHandlers, scheduleOrderAutoComplete } from './modules/orders/index.ts';
import { orderRoutes } from './modules/orders/orders.routes.ts';
import { salesRoutes } from './modules/orders/sales.routes.ts';
import { loadPageRenderer, readInlineStylesheet, readPageChunks } from './modules/pages/index.ts';
import { pageRoutes } from './modules/pages/pages.routes.ts';
import { createPaymentGateway, type PaymentGateway, scheduleRefundJob } from './modules/payments/index.ts';
import { paymentRoutes } from './modules/payments/payments.routes.ts';
import { registerPayoutHandlers } from './modules/payouts/index.ts';
import { payoutRoutes } from './modules/payouts/payouts.routes.ts';
import {
  findBookInListings,
  forgetReplicaCatalogueWithPrimary,
  registerProductHandlers,
  shareCatalogueChanges,
} from './modules/products/index.ts';
import { listingRoutes } from './modules/products/listings.routes.ts';
import { productRoutes } from './modules/products/products.routes.ts';
import {
  createPushSender,
  registerPushHandlers,
  resolveVapidDetails,
  schedulePushWorker,
} from './modules/push/index.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { registerRatingHandlers, scheduleRatingReveals, sellerTrust } from './modules/ratings/index.ts';
import { ratingRoutes } from './modules/ratings/ratings.routes.ts';
import { registerReviewHandlers } from './modules/reviews/index.ts';
import { reviewRoutes } from './modules/reviews/reviews.routes.ts';
import { registerSavedSearchHandlers, scheduleSavedSearchMatching } from './modules/saved-searches/index.ts';
import { savedSearchRoutes } from './modules/saved-searches/saved-searches.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
import {
  createImageQueue,
  listingFiles,
  registerPublicImages,
  scheduleUploadSweep,
  type UploadTarget,
} from './modules/uploads/index.ts';
import { uploadRoutes } from './modules/uploads/uploads.routes.ts';
import { registerWantedHandlers, scheduleWantedPurge } from './modules/wanted/index.ts';
import { wantedRoutes } from './modules/wanted/wanted.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** Where a request's catalogue reads go: a read replica when there is one (http/read-database.ts). */
    readDb(request: FastifyRequest): Database;
    config: Config;
    /** Domain events; modules react to each other's through it. */
    events: EventBus;
    /** Razorpay, or the simulated gateway without keys: checkout, refunds and the refund job use it. */
    paymentGateway: PaymentGateway;
  }
}

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  sessionSecret: string;
  logger?: FastifyServerOptions['logger'];
  /** Told about every route as it is registered (the authorisation matrix and the route fuzzer list them). */
  onRoute?: onRouteHookHandler;
  /** The image queue uploads wait in; a test passes one it can fill. Default: createImageQueue(). */
  imageQueue?: WorkQueue;
  /** Where uploaded files live; main.ts passes the one it seeds into. Default: the configured bucket or UPLOAD_DIR. */
  fileStore?: FileStore;
  /**
   * Whether this app runs its periodic jobs (default yes): the mail worker, saved-search matching, refunds,
   * order auto-completion and the upload sweep. Tests run each job's work themselves (deliverDueMail,
   * matchListing, retryDueRefunds…), so no timer writes behind their backs.
   */
  periodicJobs?: boolean;
  /** Where the mail worker sends. Default: SMTP_URL, or .eml files. */
  mailTransport?: MailTransport;
}

/** Builds the whole HTTP application over an open database; main.ts listens, tests inject. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const runsPeriodicJobs = deps.periodicJobs !== false;
  // Every stored file is reached through this one store (docs/decisions/016-one-file-store.md).
  const fileStore = deps.fileStore ?? (await openFileStore(config.fileStore));
  const logger = deps.logger ?? { level: config.logLevel };
  const app = Fastify({
    // Errors reach the log without the values a failed query carries (lib/log-serializers.ts).
    logger:
      typeof logger === 'object'
        ? { ...logger, serializers: { err: (error) => serializeError(error) } }
        : logger,
    trustProxy: config.trustProxy,
    // Request ids from a proxy are kept so one request can be followed across logs.
    requestIdHeader: 'x-request-id',
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate(
    'readDb',
    readDatabasePicker({ primary: database.db, replica: database.replica, secret: deps.sessionSecret }),
  );
  app.decorate('config', config);
  registerErrorHandler(app);
  registerTextGuard(app);
  registerAfterResponse(app);

  const events = new EventBus();
  // Each module's reactions to other modules' events (its *.handlers.ts). The reactions to one event run in the
  // order registered here. Deleting an account (docs/decisions/029-deleting-an-account.md): listings are withdrawn
  // first, so a checkout of one waits for the deletion, then orders and payouts may still refuse it, then the rest
  // is forgotten.
  registerProductHandlers(events, database.db);
  registerOrderHandlers(events);
  registerPayoutHandlers(events);
  registerCartHandlers(events);
  registerOfferHandlers(events);
  registerNotificationHandlers(events);
  registerAchievementHandlers(events);
  registerSavedSearchHandlers(events);
  registerWantedHandlers(events);
  registerFavouriteHandlers(events);
  registerReviewHandlers(events);
  registerRatingHandlers(events);
  registerMessageHandlers(events);
  const unsubscribeKey = unsubscribeKeyFrom(deps.sessionSecret);
  registerMailHandlers(events, { publicUrl: config.publicUrl, from: config.mail.from, unsubscribeKey });
  // Web Push (docs/decisions/086-web-push.md): keys from the settings, or generated into DATA_DIR on a laptop.
  const push = config.push.enabled
    ? { vapid: await resolveVapidDetails(config.push), rules: { loopback: config.push.loopbackEndpoints } }
    : undefined;
  registerPushHandlers(events, { sending: push !== undefined });
  app.decorate('events', events);
  const gateway = await createPaymentGateway(config, deps.sessionSecret);
  app.decorate('paymentGateway', gateway);

  registerSecurityHeaders(app, config);
  await app.register(fastifyCompress, { threshold: 1024 });
  // With REDIS_URL every process counts into the same Redis, so a limit holds however requests are balanced;
  // while Redis is unreachable requests go unlimited rather than failing (decision 060).
  const redis = config.redisUrl
    ? await connectRedis(config.redisUrl, (error) => app.log.warn({ err: error }, 'Redis is unreachable'))
    : undefined;
  if (redis) app.addHook('onClose', async () => redis.disconnect());
  // Live events reach every process's streams through Redis when there is one, else PostgreSQL's NOTIFY; PGlite
  // is one process (docs/decisions/064-live-events.md). Told last, after every other reaction has written.
  const liveChannel = redis
    ? redisLiveChannel(redis, (error) =>
        app.log.warn({ err: error }, 'Redis is unreachable: live events wait'),
      )
    : database.changes
      ? postgresLiveChannel(database.changes)
      : inProcessLiveChannel();
  registerLiveHandlers(events, liveChannel);
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'passiton-rate-limit-', skipOnError: true } : {}),
    errorResponseBuilder: () => ({
      statusCode: 429,
      message: 'Too many attempts. Please wait a minute and try again.',
    }),
  });
  // Failed sign-ins per account, counted where every process sees them (docs/decisions/080-failed-sign-ins-and-common-passwords.md).
  const accountSignInLimit = signInLimit({
    db: database.db,
    redis,
    ...config.signInFailures,
    onRedisError: (error) =>
      app.log.warn({ err: error }, 'Redis is unreachable: failed sign-ins counted in the database'),
  });
  await registerOpenApi(app, config);
  await app.register(healthRoutes, { ping: database.ping });

  await app.register(
    async (api) => {
      registerOriginCheck(api, config);
      await registerSessions(api, { config, db: database.db, sessionSecret: deps.sessionSecret });
      registerPrivateAnswers(api);
      if (database.replica)
        markRecentWrites(api, { secret: deps.sessionSecret, secure: config.secureCookies });
      const authLimits = { authRateLimit: config.authRateLimit, signInLimit: accountSignInLimit };
      await api.register(authRoutes, authLimits);
      await api.register(recoveryRoutes, authLimits);
      await api.register(siteRoutes, { config });
      await api.register(productRoutes, { sellerTrust });
      // Earlier listings of a book answer its lookup before Open Library (docs/decisions/094-wanted-posts.md).
      const bookLookup = new BookLookup({
        openLibraryUrl: config.openLibraryUrl,
        fromListings: (isbn) => findBookInListings(database.db, isbn),
      });
      await api.register(bookRoutes, { lookup: bookLookup });
      await api.register(wantedRoutes, { lookup: bookLookup });
      // Another process's new listing must show here at once, not when this process's caches expire.
      if (database.changes) {
        await shareCatalogueChanges(database.db, database.changes, (error) =>
          app.log.warn({ err: error }, 'Could not tell the other processes the catalogue changed'),
        );
      }
      if (database.replica) forgetReplicaCatalogueWithPrimary(database.db, database.replica);
      // Uploads arrive via a temporary folder of this machine, then go into the store.
      const uploadTarget: UploadTarget = {
        db: database.db,
        store: fileStore,
        tempDir: path.join(config.dataDir, 'tmp', 'uploads'),
        quotaBytesPerDay: config.uploadQuotaBytesPerDay,
        imageQueue: deps.imageQueue ?? createImageQueue(),
      };
      if (runsPeriodicJobs) scheduleUploadSweep(api, uploadTarget);
      await api.register(uploadRoutes, { target: uploadTarget });
      // Listings use uploads through a port: the uploads module depends on products, not the reverse.
      await api.register(listingRoutes, { files: listingFiles(uploadTarget) });
      await api.register(documentRoutes, { store: uploadTarget.store });
      await api.register(reviewRoutes);
      await api.register(ratingRoutes);
      await api.register(cartRoutes);
      await api.register(favouriteRoutes);
      await api.register(savedSearchRoutes);
      // The order lists show unread messages; the messages module, which depends on orders, counts them.
      const unreadMessages = { forBuyer: countUnreadForBuyer, forSeller: countUnreadForSeller };
      await api.register(orderRoutes, { unreadMessages });
      await api.register(salesRoutes, { unreadMessages });
      await api.register(messageRoutes);
      await api.register(offerRoutes);
      await api.register(conversationRoutes);
      await api.register(paymentRoutes, { gateway });
      await api.register(payoutRoutes);
      await api.register(notificationRoutes);
      await api.register(liveRoutes, { channel: liveChannel, ...config.live });
      await api.register(achievementRoutes);
      await api.register(mailRoutes, { unsubscribeKey, authRateLimit: config.authRateLimit });
      await api.register(pushRoutes, {
        push: push && { publicKey: push.vapid.publicKey, rules: push.rules },
      });
      await api.register(moderationRoutes);
      await api.register(blockRoutes);
      await api.register(adminRoutes, { database });
    },
    { prefix: '/api' },
  );

  if (runsPeriodicJobs) {
    scheduleOrderAutoComplete(app);
    scheduleRefundJob(app);
    scheduleRatingReveals(app);
    scheduleMailWorker(app, deps.mailTransport);
    if (push) schedulePushWorker(app, createPushSender(push.vapid, push.rules));
    scheduleSavedSearchMatching(app);
    scheduleLiveEventPrune(app);
    scheduleWantedPurge(app);
  }

  await registerPublicImages(app, fileStore);
  const indexHtml = await readIndexHtml(config.webDir);
  await app.register(seoRoutes, { publicUrl: config.publicUrl, store: fileStore });
  await app.register(pageRoutes, {
    publicUrl: config.publicUrl,
    indexHtml,
    renderPage: indexHtml ? await loadPageRenderer(config.pageRendererFile) : undefined,
    stylesheet: indexHtml ? await readInlineStylesheet(config.webDir, indexHtml) : undefined,
    pageChunks: indexHtml ? await readPageChunks(config.webDir) : undefined,
  });
  await registerWebApp(app, config.webDir, indexHtml);
  return app;
}
