import { pinyin } from 'pinyin-pro';

/** The letter for names that start with neither a Latin letter nor a Chinese character. */
const OTHER_INITIAL = '#';

const LATIN = /^[a-z]/i;
const HAN = /^\p{Script=Han}/u;

/** How a contact sorts and files: Chinese names by their pinyin, so 张三 sorts as "zhangsan". */
function sortingSpelling(name: string): string {
  return HAN.test(name) ? pinyin(name, { toneType: 'none', separator: '' }).toLowerCase() : name.toLowerCase();
}

/** The index letter of a name: its Latin initial, a Chinese name's pinyin initial, else '#'. */
export function initialOf(name: string): string {
  const first = name.trim().charAt(0);
  if (LATIN.test(first)) return first.toUpperCase();
  if (HAN.test(first)) {
    const letter = pinyin(first, { pattern: 'first', toneType: 'none' }).toUpperCase();
    if (LATIN.test(letter)) return letter;
  }
  return OTHER_INITIAL;
}

export interface IndexSection<T> {
  initial: string;
  items: T[];
}

/** Files items under their initials: sections A–Z in order, then '#', each sorted by spelling. */
export function groupByInitial<T>(items: readonly T[], nameOf: (item: T) => string): IndexSection<T>[] {
  const sections = new Map<string, Array<{ item: T; spelling: string }>>();
  for (const item of items) {
    const name = nameOf(item);
    const initial = initialOf(name);
    const section = sections.get(initial) ?? [];
    section.push({ item, spelling: sortingSpelling(name) });
    sections.set(initial, section);
  }
  // '#' goes last; the letters are plain A–Z, so code-point order is alphabetical.
  const order = (initial: string) => (initial === OTHER_INITIAL ? 'ZZ' : initial);
  return [...sections.entries()]
    .sort(([a], [b]) => (order(a) < order(b) ? -1 : 1))
    .map(([initial, entries]) => ({
      initial,
      items: entries.sort((a, b) => a.spelling.localeCompare(b.spelling)).map((entry) => entry.item),
    }));
}
