// The console's game settings (issue 23; contract/games-admin.ts): the wheel's spin price
// and the slots' pay table, read and saved. Writes never queue (admin/api/catalogue.ts says why); a
// refusal is thrown for the console's action to show per field.
import type { ConsoleGamesReply, PaytableBody, SpinPriceBody } from '#contract/games-admin';
import { get } from '../../api/get.ts';
import type { Reading } from '../../offline/read-through.ts';
import { asArray, asNumber, asObject } from '../../api/wire.ts';
import { sendWrite } from '../../api/write.ts';

const PATH = 'api/admin/console/games';

export type PaytableLine = { multiplier: number; probability: number };

export type ConsoleGames = { spinPrice: number; paytable: PaytableLine[]; returnToPlayer: number };

function toLine(item: unknown): PaytableLine {
  const w = asObject<PaytableLine>(item, 'paytable line');
  return {
    multiplier: asNumber(w.multiplier, 'line.multiplier'),
    probability: asNumber(w.probability, 'line.probability'),
  };
}

function toGames(body: unknown): ConsoleGames {
  const w = asObject<ConsoleGamesReply>(body, 'games');
  return {
    spinPrice: asNumber(w.spin_price, 'spin_price'),
    paytable: asArray(w.paytable, 'paytable').map(toLine),
    returnToPlayer: asNumber(w.return_to_player, 'return_to_player'),
  };
}

export const readConsoleGames = (userKey: string): AsyncGenerator<Reading<ConsoleGames>, void, void> =>
  get(PATH, toGames, { userKey });

export async function saveSpinPrice(spinPrice: number): Promise<void> {
  await sendWrite({
    method: 'PUT',
    path: `${PATH}/spin-price`,
    body: { spin_price: spinPrice } satisfies SpinPriceBody,
  });
}

/** Lines whose fields are not numbers are sent as null, for the server to name them. */
export async function savePaytable(paytable: readonly PaytableLine[]): Promise<void> {
  await sendWrite({ method: 'PUT', path: `${PATH}/paytable`, body: { paytable } satisfies PaytableBody });
}
