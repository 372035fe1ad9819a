// What every organiser console route shares (issue 13): the admin gate, the audit stamp of the
// caller, the answer to a refused or missing row, and the notice that drops what caches the
// catalogue. Console routes are admin staff only: a signed-in non-admin gets 403, not the
// provider's 401, so a client never reads it as a lost session.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../plugins/app-context.ts';
import type { AuditStamp } from '../audit/repo.ts';
import type { EditResult } from './rows.ts';
import { nameUse, type NamedKind } from './catalogue-names.ts';
import { isAdmin } from '../accounts/session-repo.ts';
import { nameTakenErrors } from './rules.ts';
import { callerOf } from '../plugins/auth.ts';
import { Refusal } from '../plugins/errors.ts';

/** onRequest after app.authenticate: only admin staff go on. */
export async function adminOnly(request: FastifyRequest): Promise<void> {
  if (!isAdmin(callerOf(request))) throw new Refusal('forbidden');
}

export function stampOf(request: FastifyRequest, ctx: AppContext): AuditStamp {
  const caller = callerOf(request);
  return { actor: { userId: caller.userId, email: caller.email }, at: ctx.now() };
}

/** The row of a write that went through, or the refusal it met. */
export function settled<R>(result: EditResult<R>): R {
  switch (result.kind) {
    case 'ok':
      return result.row;
    case 'not-found':
      throw new Refusal('not-found');
    case 'refused':
      throw new Refusal('invalid-fields', result.errors);
  }
}

/** After a commit: the leaderboard cache drops its boards, here and in other processes. */
export const catalogueChanged = (ctx: AppContext) => ctx.events.publish({ type: 'catalogue-changed' });

/**
 * After a committed write that removed a user or changed its role (issue 21): every process drops
 * the callers it keeps for that user (plugins/token-callers.ts, leaderboard-auth.ts), so the old
 * role ends at the next request instead of when the cache expires.
 */
export function callerChanged(ctx: AppContext, userId: number | null): void {
  if (userId !== null) ctx.events.publish({ type: 'sessions-ended', userId });
}

const NOUNS: Record<NamedKind, string> = {
  badges: 'badge',
  products: 'product',
  prizes: 'prize',
  sponsors: 'sponsor',
};

/**
 * Issue 23: a create or rename to a name another row of the kind holds is a 422 on `name`.
 * `name` undefined (an edit that keeps it) checks nothing; `exceptId` is the row being edited.
 */
export async function refuseTakenName(
  ctx: AppContext,
  kind: NamedKind,
  name: string | undefined,
  exceptId: number | null,
): Promise<void> {
  if (name === undefined || name.trim() === '') return;
  const errors = nameTakenErrors(NOUNS[kind], await nameUse(ctx.db, kind, name, exceptId));
  if (errors) throw new Refusal('invalid-fields', errors);
}
