// POST /api/admin/cards, GET /api/admin/cards and POST /api/admin/staff (ours, not the
// provider's): what `npm run admin` sends to a server that already holds DATA_DIR. They accept
// only `Authorization: Admin <secret>` with DATA_DIR/secrets.json's admin secret, never a user JWT.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { inviteStaff, issueCards, listFreeCards } from './commands.ts';
import { FreeCardsReply, IssuedCardsReply, StaffInvitationReply } from '../contract/admin.ts';
import { replies } from '../contract/common.ts';
import type { AppContext } from '../plugins/app-context.ts';
import { mailInvitation } from '../auth/invitation-mail.ts';
import { requestLocale } from '../i18n/request-locale.ts';
import { MAX_CARDS_PER_BATCH } from '../cards/rules.ts';
import { Refusal } from '../plugins/errors.ts';
import { utcIso } from '../domain/json-dates.ts';
import { ADMIN_CARDS_PATH, ADMIN_STAFF_PATH } from '#contract/paths';

const CardsBody = Type.Object(
  { count: Type.Integer({ minimum: 1, maximum: MAX_CARDS_PER_BATCH }) },
  { additionalProperties: false },
);
const StaffBody = Type.Object(
  { email: Type.String({ minLength: 1, maxLength: 255 }), is_admin: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

const ADMIN_REALM = /^Admin\s+(\S+)\s*$/;
const digest = (text: string) => createHash('sha256').update(text).digest();

/** Constant-time: both sides are hashed to equal lengths before timingSafeEqual. */
export function isAdminSecret(header: string | undefined, secret: string): boolean {
  const given = header?.match(ADMIN_REALM)?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(secret));
}

export const adminRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  // onRequest runs before body validation, so a caller without the secret learns nothing more.
  const onRequest = async (request: FastifyRequest) => {
    if (!isAdminSecret(request.headers.authorization, ctx.secrets.adminSecret))
      throw new Refusal('cannot-access');
  };
  const deps = () => ({ db: ctx.db, config: ctx.config, now: ctx.now() });

  app.post(
    ADMIN_CARDS_PATH,
    { onRequest, schema: { body: CardsBody, response: replies({ 201: IssuedCardsReply }) } },
    async (request, reply) => reply.code(201).send(await issueCards(deps(), request.body.count)),
  );

  app.get(
    ADMIN_CARDS_PATH,
    { onRequest, schema: { response: replies({ 200: FreeCardsReply }) } },
    async () => ({
      cards: await listFreeCards(deps()),
    }),
  );

  const staffSchema = { body: StaffBody, response: replies({ 201: StaffInvitationReply }) };
  app.post(ADMIN_STAFF_PATH, { onRequest, schema: staffSchema }, async (request, reply) => {
    const result = await inviteStaff(deps(), {
      email: request.body.email,
      isAdmin: request.body.is_admin ?? false,
    });
    if (typeof result === 'string') throw new Refusal(result);
    const role = { kind: 'staff', isAdmin: request.body.is_admin ?? false } as const;
    const locale = await requestLocale(ctx.db, request);
    const mailed = mailInvitation(ctx, { ...result, role, locale });
    const { email, link, expiresAt } = result;
    return reply.code(201).send({ email, link, expires_at: utcIso(expiresAt), mailed });
  });
};
