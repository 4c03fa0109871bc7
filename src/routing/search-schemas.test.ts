import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { booleanParam, idParam, numberParam, objectParam } from './search-schemas';

describe('search param schemas', () => {
  it('reads JSON booleans', () => {
    expect(booleanParam.parse(true)).toBe(true);
    expect(booleanParam.parse('true')).toBe(true);
    expect(booleanParam.parse(false)).toBe(false);
    expect(booleanParam.parse(undefined)).toBe(false);
    expect(booleanParam.parse('yes')).toBe(false);
  });

  it('coerces digits to numbers and drops garbage', () => {
    expect(numberParam.parse('2')).toBe(2);
    expect(numberParam.parse(undefined)).toBeUndefined();
    expect(numberParam.parse('two')).toBeUndefined();
  });

  it('keeps IDs as strings', () => {
    expect(idParam.parse('0012')).toBe('0012');
    expect(idParam.parse(undefined)).toBeUndefined();
  });

  it('accepts only objects as JSON data', () => {
    expect(objectParam.parse({ phoneNumber: '1' })).toEqual({ phoneNumber: '1' });
    expect(objectParam.parse('not json')).toBeUndefined();
    expect(objectParam.parse([1, 2])).toBeUndefined();
  });
});

describe('search param schemas inside a route schema', () => {
  it('treats a missing boolean as false', () => {
    const schema = z.object({ isGroup: booleanParam, sessionType: numberParam, sourceID: idParam });
    expect(schema.parse({})).toEqual({ isGroup: false, sessionType: undefined, sourceID: undefined });
  });
});
