// Every hostile SVG picture of tests/fixtures/hostile-svg.ts (issue 21, item 5) through every route
// that takes an SVG from a user: an attendee's avatar, a badge's, item's and prize's picture, the
// floor plan, and a configuration import's picture and plan. Each gets a 422 JSON refusal; a seed
// picture goes through the same routes, so the refusals are for what the hostile files hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPicture } from '../../server/db/seed-data/pictures/product-pictures.ts';
import { STORE_ITEMS } from '../../server/db/seed-data/store.ts';
import { SVG_PICTURE_MAX_BYTES } from '../../server/uploads/limits.ts';
import { sniffImage } from '../../server/uploads/sniff.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { base64, documentOf } from '../helpers/config-document.ts';
import { answer, CONSOLE, consoleCallers, type Headers } from '../helpers/console.ts';
import { createAttendee, createBadge, createPrize, createRedeemable } from '../helpers/factories.ts';
import { bearer } from '../helpers/session.ts';
import { multipart } from '../fixtures/forms.ts';
import { HOSTILE_SVGS, type HostileSvg } from '../fixtures/hostile-svg.ts';

type Route = { name: string; send: (svg: string) => Promise<[number, unknown]> };

let t: TestApp;
let routes: Route[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const { asAdmin } = await consoleCallers(t);
  const { user, attendee } = await createAttendee(t.database.db);
  const asOwner = await bearer(t, user.email);
  const upload = async (
    method: 'PATCH' | 'PUT',
    url: string,
    headers: Headers,
    field: string,
    svg: string,
  ) => {
    const form = await multipart([[field, { data: Buffer.from(svg), filename: 'picture.svg' }]]);
    const res = await t.app.inject({
      method,
      url,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    return answer(res) as [number, unknown];
  };
  const imported = async (doc: unknown) =>
    answer(
      await t.app.inject({
        method: 'POST',
        url: `${CONSOLE}/import`,
        headers: asAdmin,
        payload: doc as object,
      }),
    ) as [number, unknown];
  const svgData = (svg: string) => ({ content_type: 'image/svg+xml' as const, data: base64(svg) });
  const ids = {
    badges: (await createBadge(t.database.db)).id,
    products: (await createRedeemable(t.database.db)).id,
    prizes: (await createPrize(t.database.db)).id,
  };
  routes = [
    {
      name: 'avatar',
      send: (svg) => upload('PATCH', `/api/attendees/${attendee.id}`, asOwner, 'attendee[avatar]', svg),
    },
    ...(['badges', 'products', 'prizes'] as const).map((kind) => ({
      name: `${kind} picture`,
      send: (svg: string) =>
        upload('PUT', `${CONSOLE}/${kind}/${ids[kind]}/image`, asAdmin, 'image[file]', svg),
    })),
    { name: 'floor plan', send: (svg) => upload('PUT', `${CONSOLE}/venue/plan`, asAdmin, 'plan[file]', svg) },
    {
      name: 'imported picture',
      send: (svg) => {
        const doc = documentOf();
        return imported({ ...doc, badges: [{ ...doc.badges[0]!, picture: svgData(svg) }] });
      },
    },
    {
      name: 'imported plan',
      send: (svg) => {
        const doc = documentOf();
        return imported({ ...doc, venue: { ...doc.venue, plan: svgData(svg) } });
      },
    },
  ];
});
afterAll(() => t.close());

/** What each route answers a refused file: its field's error, the plan's reason, or the document's place. */
function refusalOf(route: string, hostile: HostileSvg): unknown {
  const isSniffed = sniffImage(Buffer.from(hostile.svg)) === 'svg';
  const notPicture = 'is not a PNG, JPEG, GIF or SVG picture';
  switch (route) {
    case 'avatar':
      return { errors: { avatar: ['is invalid'] } };
    case 'floor plan':
      return { errors: { plan: [hostile.reason] } };
    case 'imported picture':
      return { errors: { '/badges/0/picture/data': [isSniffed ? hostile.reason : notPicture] } };
    case 'imported plan':
      return { errors: { '/venue/plan/data': [isSniffed ? hostile.reason : notPicture] } };
    default:
      return { errors: { image: ['is invalid'] } };
  }
}

describe('hostile SVG uploads', () => {
  it.each(HOSTILE_SVGS.map((h) => [h.isBypass ? `${h.name} (got past before)` : h.name, h] as const))(
    'refuses %s on every route with a 422',
    async (_, hostile) => {
      for (const route of routes) {
        expect([route.name, ...(await route.send(hostile.svg))]).toEqual([
          route.name,
          422,
          refusalOf(route.name, hostile),
        ]);
      }
    },
  );

  it('takes a seed picture on every route', async () => {
    const picture = productPicture(STORE_ITEMS[0]!.name)!;
    // NOTE: an import judges its files before it looks for an empty database: 409 here means the
    // picture and the plan passed, and the badge made above is what stops it.
    const expected = (route: string) => (route.startsWith('imported') ? 409 : 200);
    for (const route of routes) {
      const [status] = await route.send(picture);
      expect([route.name, status]).toEqual([route.name, expected(route.name)]);
    }
  });

  it('refuses an SVG avatar over SVG_PICTURE_MAX_BYTES, as its parse would hold the server', async () => {
    const shapes = '<rect width="1" height="1"/>'.repeat(SVG_PICTURE_MAX_BYTES / 20);
    const big = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9">${shapes}</svg>`;
    expect(await routes[0]!.send(big)).toEqual([422, { errors: { avatar: ['is invalid'] } }]);
  });
});
