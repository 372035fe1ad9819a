// The console's sponsors (issue 13): GET the list (archived too), POST a sponsor, PATCH any of its
// fields or `archived`, DELETE (archived instead when it has history), and its account: POST one
// by email (answered with its set-password link, as the admin CLI invites staff), POST a new link
// while unused, DELETE it. Admin staff only (the gate is registered by admin/routes.ts).
// The organiser always gets the link to pass on; with SMTP_URL set it is mailed as well (issue 23).
// It lives INVITATION_LINK_DAYS; "New link" replaces it, and "Forgot password" works meanwhile.
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../plugins/app-context.ts';
import { mailInvitation } from '../auth/invitation-mail.ts';
import { requestLocale } from '../i18n/request-locale.ts';
import type { Locale } from '#contract/constants';
import { newInvitation, unusableHash } from '../auth/invitations.ts';
import { IdParams, replies } from '../contract/common.ts';
import { RemovalReply } from '../contract/catalogue-admin.ts';
import * as wire from '../contract/sponsors-admin.ts';
import * as accounts from './admin-account-repo.ts';
import * as repo from './admin-repo.ts';
import { isValidEmail, normaliseEmail } from '../accounts/rules.ts';
import { appOrigin, staffSetPasswordLink } from '../cards/rules.ts';
import type { SponsorValues } from './admin-rules.ts';
import { Refusal } from '../plugins/errors.ts';
import { callerChanged, catalogueChanged, refuseTakenName, settled, stampOf } from '../admin/common.ts';
import { intId } from '../plugins/ids.ts';
import { sponsorJson } from './admin-json.ts';
import { utcIso } from '../domain/json-dates.ts';
import { CONSOLE_PATH } from '#contract/paths';

const PATH = `${CONSOLE_PATH}/sponsors`;

/** The contract's snake_case fields as the domain's; unsent ones stay undefined. */
function sponsorInput(body: wire.SponsorEditBody): Partial<SponsorValues> {
  return {
    name: body.name,
    sponsorship: body.sponsorship,
    badgeId: body.badge_id,
    hasCvAccess: body.has_cv_access,
    remainingSpotlights: body.remaining_spotlights,
    channelId: body.channel_id,
  };
}

/** A placeholder Discord channel id, unique, for a sponsor created without one. */
const newChannelId = () => `console-${randomBytes(6).toString('hex')}`;

const emailOf = (raw: string): string => {
  const email = normaliseEmail(raw);
  if (!isValidEmail(email)) throw new Refusal('invalid-email');
  return email;
};

export const consoleSponsorRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  async function answer(id: number) {
    const row = await repo.findSponsor(ctx.db, id);
    if (!row) throw new Refusal('not-found');
    return { data: sponsorJson(row) };
  }

  /** An account write's outcome as the reply, or its refusal. */
  function accountSettled<R>(result: accounts.AccountResult<R>): R {
    if (result.kind === 'email-taken') throw new Refusal('email-taken');
    return settled(result);
  }

  app.get(PATH, { schema: { response: replies({ 200: wire.SponsorListReply }) } }, async () => ({
    data: (await repo.listSponsors(ctx.db)).map(sponsorJson),
  }));

  app.post(
    PATH,
    { schema: { body: wire.SponsorCreateBody, response: replies({ 201: wire.SponsorReply }) } },
    async (request, reply) => {
      const { name, sponsorship, badge_id: badgeId, channel_id: channelId } = request.body;
      const input = {
        ...sponsorInput(request.body),
        name,
        sponsorship,
        badgeId,
        channelId: channelId ?? newChannelId(),
      };
      await refuseTakenName(ctx, 'sponsors', name, null);
      const created = settled(await repo.createSponsor(ctx.db, input, stampOf(request, ctx)));
      catalogueChanged(ctx);
      return reply.code(201).send(await answer(created.id));
    },
  );

  app.patch(
    `${PATH}/:id`,
    {
      schema: { params: IdParams, body: wire.SponsorEditBody, response: replies({ 200: wire.SponsorReply }) },
    },
    async (request) => {
      const id = intId(request.params.id);
      const edit = { input: sponsorInput(request.body), archived: request.body.archived };
      await refuseTakenName(ctx, 'sponsors', edit.input.name, id);
      settled(await repo.editSponsor(ctx.db, id, edit, stampOf(request, ctx)));
      catalogueChanged(ctx);
      return answer(id);
    },
  );

  app.delete(
    `${PATH}/:id`,
    { schema: { params: IdParams, response: replies({ 200: RemovalReply }) } },
    async (request) => {
      const result = await repo.removeSponsor(ctx.db, intId(request.params.id), stampOf(request, ctx));
      if (result.kind !== 'ok') return settled(result);
      callerChanged(ctx, result.droppedUserId);
      catalogueChanged(ctx);
      return { outcome: result.outcome };
    },
  );

  /** The reply to a new link: the sponsor, the link and its end, and whether it is mailed. */
  async function linkAnswer(id: number, token: string, expiresAt: Date, locale: Locale) {
    const answered = await answer(id);
    const link = staffSetPasswordLink(appOrigin(ctx.config), token);
    const email = answered.data.accounts[0]?.email;
    const role = { kind: 'sponsor', company: answered.data.name } as const;
    const mailed = email !== undefined && mailInvitation(ctx, { email, link, expiresAt, role, locale });
    return { ...answered, link, expires_at: utcIso(expiresAt), mailed };
  }

  app.post(
    `${PATH}/:id/account`,
    {
      schema: {
        params: IdParams,
        body: wire.SponsorInviteBody,
        response: replies({ 201: wire.SponsorInviteReply }),
      },
    },
    async (request, reply) => {
      const id = intId(request.params.id);
      const email = emailOf(request.body.email);
      const stamp = stampOf(request, ctx);
      const { token, ...invitation } = newInvitation(stamp.at);
      const invite = { email, passwordHash: unusableHash(), invitation };
      accountSettled(await accounts.inviteSponsorAccount(ctx.db, id, invite, stamp));
      return reply
        .code(201)
        .send(await linkAnswer(id, token, invitation.expiresAt, await requestLocale(ctx.db, request)));
    },
  );

  app.post(
    `${PATH}/:id/account/link`,
    { schema: { params: IdParams, response: replies({ 200: wire.SponsorInviteReply }) } },
    async (request) => {
      const id = intId(request.params.id);
      const stamp = stampOf(request, ctx);
      const { token, ...invitation } = newInvitation(stamp.at);
      accountSettled(await accounts.renewSponsorLink(ctx.db, id, invitation, stamp));
      return linkAnswer(id, token, invitation.expiresAt, await requestLocale(ctx.db, request));
    },
  );

  app.delete(
    `${PATH}/:id/account`,
    { schema: { params: IdParams, response: replies({ 200: wire.SponsorReply }) } },
    async (request) => {
      const id = intId(request.params.id);
      const droppedUserId = accountSettled(
        await accounts.removeSponsorAccount(ctx.db, id, stampOf(request, ctx)),
      );
      callerChanged(ctx, droppedUserId);
      return answer(id);
    },
  );
};
