import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { Auth } from './modules/auth/auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    auth: Auth;
  }
}
