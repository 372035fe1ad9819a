// Repo rows → the wire shapes of the prize wheel (provider-api.md §3 "Roulette"), typed by the
// contract (server/contract/games.ts).
import type { LatestWin, OwedPrize, PrizeJson, SpinReply } from '../../contract/games.ts';
import type { BadgeRow } from '../../db/repo/badges.ts';
import type { OwedPrizeRow } from '../../db/repo/prize-delivery.ts';
import type { PrizeRow, WinRow } from '../../db/repo/wheel.ts';
import type { SpinEffect } from '../../domain/wheel.ts';
import { badgeJson } from './attendees.ts';
import { naiveIso } from './dates.ts';

export const prizeJson = (p: PrizeRow): PrizeJson => ({
  id: p.id,
  name: p.name,
  avatar: p.avatar,
  max_amount_per_attendee: p.maxAmountPerAttendee,
  stock: p.stock,
});

export const latestWin = (w: WinRow): LatestWin => ({
  attendee_name: w.attendeeName,
  attendee_nickname: w.attendeeNickname,
  prize: prizeJson(w.prize),
  date: naiveIso(w.updatedAt),
});

export const owedPrize = (p: OwedPrizeRow): OwedPrize => ({
  id: p.id,
  name: p.name,
  image: p.avatar,
  not_redeemed: p.notRedeemed,
});

/** `badge` is the badge row actually awarded, or null when the attendee already held it. */
export function spinReply(prize: PrizeRow, effect: SpinEffect, badge: BadgeRow | null): SpinReply {
  const reply: SpinReply = { prize: { id: prize.id, name: prize.name, avatar: prize.avatar } };
  if (effect.kind === 'tokens') reply.tokens = effect.tokens;
  if (effect.kind === 'entry') reply.entries = 1;
  if (effect.kind === 'badge' && badge) reply.badge = badgeJson(badge);
  return reply;
}
