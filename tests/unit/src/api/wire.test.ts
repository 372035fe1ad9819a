// The wire readers of src/api/wire.ts: a wire object read field by field, and how a picture link
// the server answers absolute (issue 21) is loaded by this page.
import { describe, expect, it } from 'vitest';
import { fieldsOf, optionalPicture, pagePicture, WireError } from '../../../../src/api/wire.ts';

describe('pagePicture', () => {
  it('loads a file of our server from the page’s own origin, whatever origin the link names', () => {
    for (const origin of ['https://conf.example', 'http://localhost:4000', 'http://192.168.1.5:4000']) {
      expect(pagePicture(`${origin}/uploads/catalogue/badges/85/original.svg?v=17`)).toBe(
        '/uploads/catalogue/badges/85/original.svg?v=17',
      );
      expect(pagePicture(`${origin}/uploads/attendee/avatars/9/a.png`)).toBe(
        '/uploads/attendee/avatars/9/a.png',
      );
      expect(pagePicture(`${origin}/venue/plan.svg?v=7c91cd78a53e`)).toBe('/venue/plan.svg?v=7c91cd78a53e');
    }
  });

  it('leaves other links, and paths, as they are', () => {
    for (const link of [
      'https://cdn.example/badges/85.png',
      'https://conf.example/uploadsx/a.png',
      'https://conf.example/api/attendees/1/cv?exp=1&sig=x',
      '/uploads/catalogue/badges/85/original.svg?v=17',
      'data:image/png;base64,AAAA',
    ]) {
      expect(pagePicture(link)).toBe(link);
    }
  });
});

describe('optionalPicture', () => {
  it('reads an absent, null or empty picture as null', () => {
    expect([undefined, null, '', 3].map(optionalPicture)).toEqual([null, null, null, null]);
    expect(optionalPicture('https://conf.example/uploads/x.png')).toBe('/uploads/x.png');
  });
});

describe('fieldsOf', () => {
  type Json = { id: number; name: string; nickname: string | null; avatar: string | null };
  const json = { id: 7, name: 'Ana', nickname: null, avatar: 'https://conf.example/uploads/a.png' };

  it('reads each field as the free reader of the same name does', () => {
    const w = fieldsOf<Json>(json, 'person');
    expect([w.number('id'), w.string('name'), w.optionalString('nickname')]).toEqual([7, 'Ana', null]);
    expect(w.optionalPicture('avatar')).toBe('/uploads/a.png');
    expect(w.raw).toBe(json);
  });

  it('names a field of the wrong type as what.key, and refuses a body that is no object', () => {
    expect(() => fieldsOf<Json>({ ...json, id: '7' }, 'person').number('id')).toThrow(
      new WireError('person.id'),
    );
    expect(() => fieldsOf<Json>({ ...json, name: null }, 'person').string('name')).toThrow(/person\.name/);
    expect(() => fieldsOf<Json>([json], 'person')).toThrow(WireError);
  });
});
