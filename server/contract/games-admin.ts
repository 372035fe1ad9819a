// Wire shapes of the console's game settings (issue 23): the wheel's spin price (GET
// /api/roulette/price answers it) and the slots' pay table (GET /api/slots/paytable). Values are
// let through unchecked here so games/settings-rules.ts can answer each mistake per field (422).
import { Type, type Static } from 'typebox';

const strict = { additionalProperties: false } as const;

export const SpinPriceBody = Type.Object({ spin_price: Type.Unknown() }, strict);
export type SpinPriceBody = Static<typeof SpinPriceBody>;

export const PaytableBody = Type.Object({ paytable: Type.Unknown() }, strict);
export type PaytableBody = Static<typeof PaytableBody>;

export const PaytableLineJson = Type.Object({ multiplier: Type.Number(), probability: Type.Number() });

export const ConsoleGamesReply = Type.Object({
  spin_price: Type.Integer(),
  /** Every line, lowest multiplier first; the chance left over is a loss. */
  paytable: Type.Array(PaytableLineJson),
  /** Tokens the slots give back per token bet, on average (Σ probability × multiplier). */
  return_to_player: Type.Number(),
});
export type ConsoleGamesReply = Static<typeof ConsoleGamesReply>;
