import { describe, expect, it } from 'vitest';
import { groupByInitial, initialOf } from './friend-index';

describe('initialOf', () => {
  it('takes the Latin initial, upper-cased', () => {
    expect(initialOf('bob')).toBe('B');
    expect(initialOf('Alice')).toBe('A');
  });

  it('takes a Chinese name’s pinyin initial', () => {
    expect(initialOf('张三')).toBe('Z');
    expect(initialOf('李四')).toBe('L');
  });

  it('files anything else under #', () => {
    expect(initialOf('42')).toBe('#');
    expect(initialOf('😀 smile')).toBe('#');
    expect(initialOf('')).toBe('#');
  });
});

describe('groupByInitial', () => {
  it('makes sections A–Z then #, each sorted by spelling with Chinese names by pinyin', () => {
    const names = ['zoe', '张三', 'Bob', '9lives', 'amy', '白', 'Zack'];
    const sections = groupByInitial(names, (name) => name);
    expect(sections).toEqual([
      { initial: 'A', items: ['amy'] },
      { initial: 'B', items: ['白', 'Bob'] },
      { initial: 'Z', items: ['Zack', '张三', 'zoe'] },
      { initial: '#', items: ['9lives'] },
    ]);
  });
});
