import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { ConcurrencyLimit } from './lib/concurrency-limit.ts';
import type { PublicReadCache } from './lib/public-read-cache.ts';
import type { Auth } from './modules/auth/auth.ts';
import type { CourierPositions } from './modules/delivery/courier-positions.ts';
import type { Notifications } from './modules/notifications/notifications.ts';
import type { KitchenDeadlines } from './modules/orders/kitchen-controls.ts';
import type { ScheduledRelease } from './modules/orders/scheduled-release.ts';
import type { ImageVariants } from './modules/uploads/image-variants.ts';
import type { ImageStore } from './modules/uploads/storage/image-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    auth: Auth;
    /** Public reads answered from memory (decision 024). */
    publicReads: PublicReadCache;
    /** Uploaded photos and their widths, kept in memory (decision 027). */
    imageVariants: ImageVariants;
    /** Where uploaded photos' bytes live: a folder or an S3 bucket (decision 038). */
    imageStore: ImageStore;
    /** Bounds how many photos are decoded and encoded at once. */
    imageJobs: ConcurrencyLimit;
    /** Riders' live positions, kept in memory and written every second (decision 056). */
    courierPositions: CourierPositions;
    /** Pushes, texts and emails, through the durable job queue (decision 051). */
    notifications: Notifications;
    /** The kitchen deadlines' tick on this instance (decision 052), for tests and scripts. */
    kitchenDeadlines: KitchenDeadlines;
    /** Scheduled orders given to their kitchens on this instance (decision 053), for tests and scripts. */
    scheduledOrders: ScheduledRelease;
  }
}
