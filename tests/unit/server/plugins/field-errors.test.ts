// Schema failures as a changeset's field errors (server/plugins/field-errors.ts, issue 23).
import { describe, expect, it } from 'vitest';
import { schemaFieldErrors } from '../../../../server/plugins/field-errors.ts';

const at = (instancePath: string, keyword: string, params: Record<string, unknown> = {}) => ({
  instancePath,
  keyword,
  params,
});

describe('schemaFieldErrors', () => {
  it('names the field with the provider words for each limit', () => {
    expect(schemaFieldErrors([at('/stock', 'minimum', { limit: 0 })])).toEqual({
      stock: ['must be greater than or equal to 0'],
    });
    expect(schemaFieldErrors([at('/type', 'maximum', { limit: 9 })])).toEqual({
      type: ['must be less than or equal to 9'],
    });
    expect(schemaFieldErrors([at('/name', 'minLength', { limit: 1 })])).toEqual({ name: ["can't be blank"] });
    expect(schemaFieldErrors([at('/name', 'maxLength', { limit: 120 })])).toEqual({
      name: ['should be at most 120 character(s)'],
    });
    expect(schemaFieldErrors([at('/price', 'type', { type: 'integer' })])).toEqual({ price: ['is invalid'] });
  });

  it('names a missing or unknown property, and a nested one by its path', () => {
    expect(schemaFieldErrors([at('', 'required', { missingProperty: 'end' })])).toEqual({
      end: ["can't be blank"],
    });
    expect(schemaFieldErrors([at('', 'additionalProperties', { additionalProperty: 'img' })])).toEqual({
      img: ['is not a field here'],
    });
    expect(schemaFieldErrors([at('/odds/0/probability', 'maximum', { limit: 1 })])).toEqual({
      'odds.0.probability': ['must be less than or equal to 1'],
    });
  });

  it('names nothing when the body itself is wrong (not an object, empty edit)', () => {
    expect(schemaFieldErrors([at('', 'type', { type: 'object' })])).toBeNull();
    expect(schemaFieldErrors([at('', 'minProperties', { limit: 1 })])).toBeNull();
    expect(schemaFieldErrors([])).toBeNull();
  });
});
