// The console's sponsor calls (issue 13; contract/sponsors-admin.ts): every sponsor with
// its booth badge, visitors and account, its writes, and its account's invitation. Like the rest
// of the console (admin/api/catalogue.ts), reads go through the cache-then-network reader and writes never
// queue: an organiser needs the server's answer, and the set-password link is shown only once.
import type {
  SponsorCreateBody,
  SponsorEditBody,
  SponsorInviteBody,
  SponsorInviteReply,
  SponsorJson,
  SponsorListReply,
} from '#contract/sponsors-admin';
import type { Sponsorship } from '#contract/constants';
import { SPONSORSHIPS } from '#contract/constants';
import { get } from '../../api/get.ts';
import type { Reading } from '../../offline/read-through.ts';
import { asArray, asObject, asString, fieldsOf, WireError } from '../../api/wire.ts';
import { sendWrite } from '../../api/write.ts';
import { asFlag } from './flag.ts';

const BASE = 'api/admin/console/sponsors';

/** `linkExpiresAt`: the invitation link's end while one is out (issue 23), else null. */
export type SponsorAccount = { email: string; hasPassword: boolean; linkExpiresAt: string | null };

export type ConsoleSponsor = {
  id: number;
  name: string;
  tier: Sponsorship;
  badgeId: number;
  badgeName: string;
  hasCvAccess: boolean;
  spotlightsLeft: number;
  channelId: string;
  isArchived: boolean;
  visitors: number;
  /** At most one today (the server says why). */
  accounts: SponsorAccount[];
};

function tierOf(value: unknown): Sponsorship {
  const tier = SPONSORSHIPS.find((s) => s === value);
  if (tier === undefined) throw new WireError('sponsor.sponsorship');
  return tier;
}

function toAccount(item: unknown): SponsorAccount {
  const w = fieldsOf<SponsorJson['accounts'][number]>(item, 'account');
  return {
    email: w.string('email'),
    hasPassword: asFlag(w.raw.has_password, 'account.has_password'),
    linkExpiresAt: w.optionalString('link_expires_at'),
  };
}

function toSponsor(item: unknown): ConsoleSponsor {
  const w = fieldsOf<SponsorJson>(item, 'sponsor');
  return {
    id: w.number('id'),
    name: w.string('name'),
    tier: tierOf(w.raw.sponsorship),
    badgeId: w.number('badge_id'),
    badgeName: w.string('badge_name'),
    hasCvAccess: asFlag(w.raw.has_cv_access, 'sponsor.has_cv_access'),
    spotlightsLeft: w.number('remaining_spotlights'),
    channelId: w.string('channel_id'),
    isArchived: w.optionalString('archived_at') !== null,
    visitors: w.number('visitors'),
    accounts: asArray(w.raw.accounts, 'sponsor.accounts').map(toAccount),
  };
}

export const readConsoleSponsors = (userKey: string): AsyncGenerator<Reading<ConsoleSponsor[]>, void, void> =>
  get(BASE, (body) => asArray(asObject<SponsorListReply>(body, 'sponsors').data, 'sponsors').map(toSponsor), {
    userKey,
  });

const sponsorOf = (body: unknown): ConsoleSponsor =>
  toSponsor(asObject<{ data: unknown }>(body, 'sponsor reply').data);

/**
 * Creates (id null) or edits a sponsor and answers it as saved; throws the server's refusal
 * (422 field errors, 400).
 */
export async function saveSponsor(id: number | null, fields: SponsorCreateBody): Promise<ConsoleSponsor> {
  return sponsorOf(
    await sendWrite(
      id === null
        ? { method: 'POST', path: BASE, body: fields }
        : { method: 'PATCH', path: `${BASE}/${id}`, body: fields },
    ),
  );
}

export async function setSponsorArchived(id: number, isArchived: boolean): Promise<void> {
  await sendWrite({
    method: 'PATCH',
    path: `${BASE}/${id}`,
    body: { archived: isArchived } satisfies SponsorEditBody,
  });
}

/** Deletes a sponsor, or archives it when it has history: says which. */
export async function removeSponsor(id: number): Promise<'deleted' | 'archived'> {
  const body = await sendWrite({ method: 'DELETE', path: `${BASE}/${id}` });
  const outcome = asString(asObject<{ outcome: string }>(body, 'removal').outcome, 'outcome');
  return outcome === 'deleted' ? 'deleted' : 'archived';
}

/**
 * A set-password link just made, the address (as the server stored it) to send it to, its end,
 * and whether the server mailed it (SMTP_URL set).
 */
export type SponsorLink = { email: string; link: string; expiresAt: string; mailed: boolean };

function linkOf(body: unknown): SponsorLink {
  const reply = fieldsOf<SponsorInviteReply>(body, 'invitation');
  const account = sponsorOf(body).accounts[0];
  if (!account) throw new WireError('invitation.data.accounts');
  return {
    email: account.email,
    link: reply.string('link'),
    expiresAt: reply.string('expires_at'),
    mailed: asFlag(reply.raw.mailed, 'invitation.mailed'),
  };
}

/** Invites the sponsor's account: answers its set-password link, for the organiser to send. */
export async function inviteSponsorAccount(id: number, email: string): Promise<SponsorLink> {
  return linkOf(
    await sendWrite({
      method: 'POST',
      path: `${BASE}/${id}/account`,
      body: { email } satisfies SponsorInviteBody,
    }),
  );
}

/** A new link for an account that has set no password yet; the older link stops working. */
export async function renewSponsorLink(id: number): Promise<SponsorLink> {
  return linkOf(await sendWrite({ method: 'POST', path: `${BASE}/${id}/account/link` }));
}

export async function removeSponsorAccount(id: number): Promise<void> {
  await sendWrite({ method: 'DELETE', path: `${BASE}/${id}/account` });
}
