// Repo rows → the wire shapes of the prize wheel (provider-api.md §3 "Roulette"), typed by the
// contract (server/contract/games.ts). Pictures are answered absolute (Links.absolute, issue 21).
import type { LatestWin, OwedPrize, PrizeJson, SpinReply } from '../contract/games.ts';
import type { BadgeRow } from '../badges/row.ts';
import type { OwedPrizeRow } from '../store/prize-delivery-repo.ts';
import type { PrizeRow, WinRow } from './wheel-repo.ts';
import type { SpinEffect } from './wheel-rules.ts';
import type { Links } from '../uploads/links.ts';
import { badgeJson } from '../accounts/attendee-json.ts';
import { publicNameOf } from '../domain/privacy.ts';
import { naiveIso } from '../domain/json-dates.ts';

export const prizeJson = (p: PrizeRow, links: Links): PrizeJson => ({
  id: p.id,
  name: p.name,
  avatar: links.absolute(p.avatar),
  max_amount_per_attendee: p.maxAmountPerAttendee,
  stock: p.stock,
  is_nothing: p.isNothing,
});

export const latestWin = (w: WinRow, links: Links): LatestWin => ({
  attendee_name: publicNameOf({ nickname: w.attendeeNickname }), // nicknames only (issue 23)
  attendee_nickname: w.attendeeNickname,
  prize: prizeJson(w.prize, links),
  date: naiveIso(w.updatedAt),
});

export const owedPrize = (p: OwedPrizeRow, links: Links): OwedPrize => ({
  id: p.id,
  name: p.name,
  image: links.absolute(p.avatar),
  not_redeemed: p.notRedeemed,
});

/** `badge` is the badge row actually awarded, or null when the attendee already held it. */
export function spinReply(
  prize: PrizeRow,
  effect: SpinEffect,
  badge: BadgeRow | null,
  links: Links,
): SpinReply {
  const reply: SpinReply = {
    prize: {
      id: prize.id,
      name: prize.name,
      avatar: links.absolute(prize.avatar),
      is_nothing: prize.isNothing,
    },
  };
  if (effect.kind === 'tokens') reply.tokens = effect.tokens;
  if (effect.kind === 'entry') reply.entries = 1;
  if (effect.kind === 'badge' && badge) reply.badge = badgeJson(badge, links);
  return reply;
}
