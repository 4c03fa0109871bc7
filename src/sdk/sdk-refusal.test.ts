import { describe, expect, it } from 'vitest';
import { isSdkRefusal } from './sdk-refusal';

describe('SDK refusals', () => {
  it('tells an SDK error answer from a runtime failure', () => {
    expect(isSdkRefusal({ event: 'Login', errCode: 10006, errMsg: 'token invalid' })).toBe(true);
    expect(isSdkRefusal(new TypeError('window.commonEventFunc is not a function'))).toBe(false);
    expect(isSdkRefusal('wasm exist already, fail to run')).toBe(false);
    expect(isSdkRefusal({ errCode: 0 })).toBe(false);
  });
});
