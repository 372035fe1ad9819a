// Security headers on every answer, app and API alike (issue 7), with @fastify/helmet.
// The session token lives in localStorage (DESIGN.md §4), so the CSP is the wall against a
// future XSS: scripts and styles only from this origin, no inline script or style element, no
// eval, no plugins, no framing. React's `style={}` props are set through the CSSOM, which
// style-src does not govern; the built index.html has no inline script or style
// (tests/e2e/csp.spec.ts visits every screen and fails on any violation).
// Routes that serve user files (avatars, the venue plan) set a stricter CSP of their own.
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** NOTE: data: and blob: images are the QR codes, the venue plan and the avatar preview. */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'media-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** The camera for this origin (the scanners); every other powerful feature off. */
export const PERMISSIONS_POLICY =
  'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), display-capture=()';

export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { isCrossOrigin: boolean }) => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    // A web client on another origin (CORS_ORIGINS) must be able to show avatars and the plan.
    crossOriginResourcePolicy: { policy: opts.isCrossOrigin ? 'cross-origin' : 'same-origin' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    done();
  });
});
