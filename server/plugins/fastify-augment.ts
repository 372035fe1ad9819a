// What our plugins add to Fastify's request and instance types. Declaration merging needs
// `interface`, so this is the one file where the type-over-interface rule is off (eslint.config.js).
import type { FastifyReply } from 'fastify';
import type { Achievements } from '../achievements/grants.ts';
import type { Background } from './background.ts';
import type { Caller } from '../accounts/session-repo.ts';
import type { Realtime } from '../realtime/realtime.ts';
import type { IdempotencyClaim } from './idempotency.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A body field failing its schema is answered 422 with the field named (errors.ts, issue 23). */
    hasFieldErrors?: boolean;
  }
  interface FastifyRequest {
    caller: Caller | null;
    idempotency: IdempotencyClaim | null;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
    idempotent: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    achievements: Achievements;
    realtime: Realtime;
    background: Background;
    /** The speaker pictures' https origins the documents' img-src allows (security-headers.ts). */
    setPictureOrigins: (origins: readonly string[]) => void;
  }
}
