// Row → wire shapes of the prize wheel and the slots (provider-api.md §3 "Roulette", "Slots").
import type { PrizeJson, SpinReply } from '../contract/games.ts';
import type { SpinEffect } from '../domain/wheel.ts';
import { badgeJson, type BadgeRow } from './attendees.ts';
import { naiveIso } from './dates.ts';

export type PrizeRow = {
  id: number;
  name: string;
  avatar: string | null;
  maxAmountPerAttendee: number;
  stock: number;
};

export type WinRow = {
  attendeeName: string | null;
  attendeeNickname: string | null;
  prize: PrizeRow;
  updatedAt: Date;
};
export type OwedPrizeRow = { id: number; name: string; avatar: string | null; notRedeemed: number };

export const prizeJson = (p: PrizeRow): PrizeJson => ({
  id: p.id,
  name: p.name,
  avatar: p.avatar,
  max_amount_per_attendee: p.maxAmountPerAttendee,
  stock: p.stock,
});

export const latestWin = (w: WinRow) => ({
  attendee_name: w.attendeeName,
  attendee_nickname: w.attendeeNickname,
  prize: prizeJson(w.prize),
  date: naiveIso(w.updatedAt),
});

export const owedPrize = (p: OwedPrizeRow) => ({
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
