// The onRequest of a private file route (CVs): a valid signed link (uploads/links.ts) stands in
// for the bearer header, so a plain <a href> opens the file; anything else is authenticated as
// every other route is. Which callers get signed links is decided where JSON answers them.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Links } from './links.ts';

export function signedOrAuthenticated(app: FastifyInstance, links: Links) {
  const signed = new WeakSet<FastifyRequest>();
  return {
    onRequest: async (request: FastifyRequest) => {
      const query = request.query as Record<string, unknown>;
      const pathname = request.url.split('?')[0]!;
      if (query.sig !== undefined && links.verify(pathname, query.exp, query.sig)) {
        signed.add(request);
        return;
      }
      await app.authenticate(request);
    },
    /** Whether this request came with a valid signed link rather than a session. */
    isSigned: (request: FastifyRequest) => signed.has(request),
  };
}
