// Each request's logger (Fastify's childLoggerFactory): pino's child, with the request's id, made
// the first time the request logs at a level the server writes. Made on every request, pino's
// child cost a few µs of each leaderboard read (its bindings serialised, its methods set up,
// DESIGN.md §7) while at the server's default level (warn) nearly no request logs anything.
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = Parameters<FastifyBaseLogger['child']>[1];

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Writes = (...args: unknown[]) => void;
/** pino's own; a parent without it (not pino) is asked through a child each time. */
type Parent = FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };

class RequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: Parent,
    private readonly bindings: Bindings,
  ) {}

  private own(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings);
    return this.made;
  }

  private write(level: Level, args: unknown[]): void {
    if (this.made === null && this.parent.isLevelEnabled?.(level) === false) return;
    const child = this.own();
    (child[level] as Writes).apply(child, args);
  }

  get level(): string {
    return (this.made ?? this.parent).level;
  }

  set level(level: string) {
    this.own().level = level;
  }

  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.own().child(bindings, options);
  }
}

/**
 * Fastify's default when the route sets its own log level or serializers (a child made at once);
 * otherwise a logger whose child is made when first written to.
 */
export const requestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) =>
  options.level !== undefined || options.serializers !== undefined
    ? logger.child(bindings, options)
    : new RequestLogger(logger, bindings);
