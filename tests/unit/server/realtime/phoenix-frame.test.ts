// The Phoenix JSON codec (server/realtime/phoenix-frame.ts): vsn 2.0.0 arrays and 1.0.0 objects
// decoded and encoded exactly, and every kind of bad frame read as far as a reply needs.
import { describe, expect, it } from 'vitest';
import {
  decodeFrame,
  encodeFrame,
  parseVsn,
  pushFrame,
  replyTo,
  type Frame,
} from '../../../../server/realtime/phoenix-frame.ts';

const join: Frame = { joinRef: '3', ref: '3', topic: 'spotlight', event: 'phx_join', payload: { a: 1 } };

describe('decodeFrame, vsn 2.0.0', () => {
  it('reads [join_ref, ref, topic, event, payload]', () => {
    expect(decodeFrame('["3","3","spotlight","phx_join",{"a":1}]', '2.0.0')).toEqual({
      isValid: true,
      frame: join,
    });
    expect(decodeFrame('[null,"7","phoenix","heartbeat",{}]', '2.0.0')).toEqual({
      isValid: true,
      frame: { joinRef: null, ref: '7', topic: 'phoenix', event: 'heartbeat', payload: {} },
    });
  });

  it('takes integer refs as their strings and a missing payload as {}', () => {
    expect(decodeFrame('[1,2,"t","e",null]', '2.0.0')).toEqual({
      isValid: true,
      frame: { joinRef: '1', ref: '2', topic: 't', event: 'e', payload: {} },
    });
  });

  it('reads nothing from text that is not a five-element array', () => {
    const nothing = { isValid: false, joinRef: null, ref: null, topic: null };
    for (const text of [
      '',
      'hello',
      '{}',
      '[]',
      '[1,2,3,4]',
      '[1,2,3,4,5,6]',
      'null',
      '"x"',
      '{"topic":"t"}',
    ]) {
      expect(decodeFrame(text, '2.0.0')).toEqual(nothing);
    }
  });

  it('keeps the ref and topic of a frame with a bad field, so it can be answered', () => {
    expect(decodeFrame('["1","2","spotlight",42,{}]', '2.0.0')).toEqual({
      isValid: false,
      joinRef: '1',
      ref: '2',
      topic: 'spotlight',
    });
    expect(decodeFrame('[{},"2","spotlight","phx_join",{}]', '2.0.0')).toEqual({
      isValid: false,
      joinRef: null,
      ref: '2',
      topic: 'spotlight',
    });
    expect(decodeFrame('[null,1.5,"spotlight","e",{}]', '2.0.0')).toEqual({
      isValid: false,
      joinRef: null,
      ref: null,
      topic: 'spotlight',
    });
    expect(decodeFrame('[null,"2","","e",{}]', '2.0.0')).toMatchObject({
      isValid: false,
      ref: '2',
      topic: null,
    });
  });

  it('refuses fields longer than 255 characters', () => {
    const long = 'x'.repeat(256);
    expect(decodeFrame(JSON.stringify([null, '1', long, 'e', {}]), '2.0.0')).toMatchObject({
      isValid: false,
    });
    expect(decodeFrame(JSON.stringify([null, long, 't', 'e', {}]), '2.0.0')).toMatchObject({
      isValid: false,
      ref: null,
    });
  });
});

describe('decodeFrame, vsn 1.0.0', () => {
  it('reads {topic, event, payload, ref} objects, join_ref optional', () => {
    expect(
      decodeFrame('{"topic":"spotlight","event":"phx_join","payload":{"a":1},"ref":"3"}', '1.0.0'),
    ).toEqual({
      isValid: true,
      frame: { ...join, joinRef: null },
    });
    expect(decodeFrame('["3","3","spotlight","phx_join",{}]', '1.0.0')).toMatchObject({ isValid: false });
  });
});

describe('encodeFrame', () => {
  it('writes arrays for 2.0.0 and objects without join_ref for 1.0.0', () => {
    const ok = replyTo(join, 'ok');
    expect(encodeFrame(ok, '2.0.0')).toBe('["3","3","spotlight","phx_reply",{"status":"ok","response":{}}]');
    expect(JSON.parse(encodeFrame(ok, '1.0.0'))).toEqual({
      topic: 'spotlight',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
      ref: '3',
    });
  });

  it('round-trips what it decodes', () => {
    const text = encodeFrame(join, '2.0.0');
    expect(decodeFrame(text, '2.0.0')).toEqual({ isValid: true, frame: join });
  });

  it('pushes with the join ref and no ref; a broadcast has neither', () => {
    expect(encodeFrame(pushFrame('3', 'spotlight', 'spotlight', { id: 1 }), '2.0.0')).toBe(
      '["3",null,"spotlight","spotlight",{"id":1}]',
    );
    expect(encodeFrame(pushFrame(null, 'spotlight', 'spotlight', {}), '2.0.0')).toBe(
      '[null,null,"spotlight","spotlight",{}]',
    );
  });
});

describe('parseVsn', () => {
  it('is 1.0.0 when absent, as Phoenix, and null for a version we do not speak', () => {
    expect([parseVsn(undefined), parseVsn('1.0.0'), parseVsn('2.0.0')]).toEqual(['1.0.0', '1.0.0', '2.0.0']);
    expect([parseVsn('2.1.0'), parseVsn(''), parseVsn(['2.0.0'])]).toEqual([null, null, null]);
  });
});
