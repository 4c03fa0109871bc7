import { describe, expect, it } from 'vitest';
import type { MessageItem } from '../../../state/sdk-types';
import { chainFromRoute, descendMerge, viaParam } from './merge-path';

const merged = (clientMsgID: string, multiMessage: MessageItem[]) =>
  ({
    clientMsgID,
    contentType: 107,
    mergeElem: { title: clientMsgID, abstractList: [], multiMessage, messageEntityList: [] },
  }) as unknown as MessageItem;
const text = (clientMsgID: string) => ({ clientMsgID, contentType: 101 }) as MessageItem;

describe('merge paths', () => {
  const inner = merged('inner', [text('a'), text('b')]);
  const outer = merged('outer', [text('x'), inner]);

  it('round-trips a chain through the route', () => {
    expect(chainFromRoute('outer', undefined)).toEqual(['outer']);
    expect(chainFromRoute('inner', viaParam(['outer']))).toEqual(['outer', 'inner']);
    expect(viaParam([])).toBeUndefined();
  });

  it('finds the outermost message itself and a merged message nested in it', () => {
    expect(descendMerge(outer, ['outer'])).toBe(outer);
    expect(descendMerge(outer, ['outer', 'inner'])).toBe(inner);
  });

  it('gives null when the chain does not lead through merged messages', () => {
    expect(descendMerge(outer, ['other'])).toBeNull();
    expect(descendMerge(outer, ['outer', 'missing'])).toBeNull();
    expect(descendMerge(outer, ['outer', 'x', 'a'])).toBeNull();
  });
});
