// Speaker pictures show (issue 22): the documents' CSP img-src lists exactly the https origins of
// the programme's speaker pictures, refreshed by every programme write; never an http origin,
// never more than 20, and never on the API's CSP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { consoleCallers, consoleClient, type Headers } from '../helpers/console.ts';
import { fixtureJson } from '../helpers/programme-fixture.ts';

let t: TestApp;
let asAdmin: Headers;
beforeAll(async () => {
  t = await createTestApp();
  ({ asAdmin } = await consoleCallers(t));
});
afterAll(() => t.close());

const { post, patch } = consoleClient(() => t);
const BASE = ["'self'", 'data:', 'blob:'];

async function sources(name: string, url: string): Promise<string[]> {
  const csp = String((await t.app.inject({ url })).headers['content-security-policy']);
  const directive = csp.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';
  return directive.trim().split(/\s+/).slice(1);
}
const imgSrc = (url = '/schedule') => sources('img-src', url);

const addSpeaker = async (picture: string) => {
  const res = await post('/programme/speakers', asAdmin, { name: `Speaker of ${picture}`, picture });
  expect(res.statusCode).toBe(201);
  return res.json<{ data: { id: number } }>().data.id;
};

describe('the documents’ img-src', () => {
  it('lists the picture hosts of the imported programme and no others', async () => {
    expect(await imgSrc()).toEqual(BASE);
    const res = await post('/programme/import/apply', asAdmin, { file: fixtureJson() });
    expect(res.statusCode).toBe(200);
    expect(await imgSrc()).toEqual([...BASE, 'https://pretalx.example.org']);
    expect(await imgSrc('/')).toEqual([...BASE, 'https://pretalx.example.org']);
    // The SW fetches them to cache them: its script may connect to them, the pages may not.
    expect(await sources('connect-src', '/sw.js')).toEqual(["'self'", 'https://pretalx.example.org']);
    expect(await sources('connect-src', '/schedule')).toEqual(["'self'"]);
    // The API's JSON still allows nothing.
    const api = String((await t.app.inject({ url: '/api/programme' })).headers['content-security-policy']);
    expect(api).not.toContain('pretalx');
  });

  it('follows a hand edit, and adds no http origin', async () => {
    const id = await addSpeaker('https://cdn.example.net/a.jpg');
    expect(await imgSrc()).toContain('https://cdn.example.net');
    await addSpeaker('http://plain.example.com/b.jpg');
    expect((await imgSrc()).join(' ')).not.toContain('plain.example.com');
    expect((await patch(`/programme/speakers/${id}`, asAdmin, { picture: '' })).statusCode).toBe(200);
    expect(await imgSrc()).toEqual([...BASE, 'https://pretalx.example.org']);
  });

  it('lists at most 20 origins, the most used first', async () => {
    for (let n = 0; n < 25; n += 1) await addSpeaker(`https://host${n}.example.com/p.png`);
    const sources = await imgSrc();
    expect(sources).toHaveLength(BASE.length + 20);
    expect(sources).toContain('https://pretalx.example.org');
  });
});
