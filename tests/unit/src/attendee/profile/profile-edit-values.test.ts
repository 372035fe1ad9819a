import { describe, expect, it } from 'vitest';
import { changesOf, NO_COURSE, valuesOf } from '../../../../../src/attendee/profile/profile-edit-values.ts';

const me = { nickname: 'ana_s', courseId: 3 };

describe('profile form values', () => {
  it('start from the attendee as last read', () => {
    expect(valuesOf(me)).toEqual({ nickname: 'ana_s', courseId: '3', avatar: null });
    expect(valuesOf({ nickname: null, courseId: null })).toEqual({
      nickname: '',
      courseId: NO_COURSE,
      avatar: null,
    });
  });

  it('send nothing when nothing changed', () => {
    expect(changesOf(me, valuesOf(me))).toEqual({});
  });

  it('send only what changed', () => {
    expect(changesOf(me, { ...valuesOf(me), nickname: 'ana' })).toEqual({ nickname: 'ana' });
    expect(changesOf(me, { ...valuesOf(me), courseId: '5' })).toEqual({ courseId: 5 });
    expect(changesOf(me, { ...valuesOf(me), courseId: NO_COURSE })).toEqual({ courseId: null });
    const avatar = new File(['x'], 'me.png', { type: 'image/png' });
    expect(changesOf(me, { ...valuesOf(me), avatar })).toEqual({ avatar });
  });
});
