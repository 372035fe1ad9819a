// The console's game settings (issue 23): GET the wheel's spin price and the slots' pay table,
// PUT either one. Admin staff only (the gate is admin/routes.ts's). Both are read by the games
// in each spin's transaction, so a change applies from the next spin.
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../plugins/app-context.ts';
import { replies } from '../contract/common.ts';
import * as wire from '../contract/games-admin.ts';
import * as repo from './settings-repo.ts';
import { decidePaytable, decideSpinPrice, returnToPlayer } from './settings-rules.ts';
import { Refusal } from '../plugins/errors.ts';
import { stampOf } from '../admin/common.ts';
import { CONSOLE_PATH } from '#contract/paths';

const PATH = `${CONSOLE_PATH}/games`;

export const consoleGameRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  async function answer(): Promise<wire.ConsoleGamesReply> {
    const paytable = await repo.readConsolePaytable(ctx.db);
    return {
      spin_price: await repo.readSpinPrice(ctx.db),
      paytable,
      return_to_player: returnToPlayer(paytable),
    };
  }

  const reply = { response: replies({ 200: wire.ConsoleGamesReply }) };

  app.get(PATH, { schema: reply }, answer);

  app.put(`${PATH}/spin-price`, { schema: { body: wire.SpinPriceBody, ...reply } }, async (request) => {
    const decided = decideSpinPrice(request.body.spin_price);
    if (decided.kind === 'refused') throw new Refusal('invalid-fields', decided.errors);
    await repo.setSpinPrice(ctx.db, decided.value, stampOf(request, ctx));
    return answer();
  });

  app.put(`${PATH}/paytable`, { schema: { body: wire.PaytableBody, ...reply } }, async (request) => {
    const decided = decidePaytable(request.body.paytable);
    if (decided.kind === 'refused') throw new Refusal('invalid-fields', decided.errors);
    await repo.setPaytable(ctx.db, decided.value, stampOf(request, ctx));
    return answer();
  });
};
