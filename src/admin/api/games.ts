// The console's game settings (issue 23; contract/games-admin.ts): the wheel's spin price
// and the slots' pay table, read and saved. Writes never queue (admin/api/catalogue.ts says why); a
// refusal is thrown for the console's action to show per field.
import type { ConsoleGamesReply, PaytableBody, SpinPriceBody } from '#contract/games-admin';
import { get } from '../../api/get.ts';
import type { Reading } from '../../offline/read-through.ts';
import { asArray, fieldsOf } from '../../api/wire.ts';
import { sendWrite } from '../../api/write.ts';

const PATH = 'api/admin/console/games';

export type PaytableLine = { multiplier: number; probability: number };

export type ConsoleGames = { spinPrice: number; paytable: PaytableLine[]; returnToPlayer: number };

function toLine(item: unknown): PaytableLine {
  const w = fieldsOf<PaytableLine>(item, 'paytable line');
  return {
    multiplier: w.number('multiplier'),
    probability: w.number('probability'),
  };
}

function toGames(body: unknown): ConsoleGames {
  const w = fieldsOf<ConsoleGamesReply>(body, 'games');
  return {
    spinPrice: w.number('spin_price'),
    paytable: asArray(w.raw.paytable, 'paytable').map(toLine),
    returnToPlayer: w.number('return_to_player'),
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
