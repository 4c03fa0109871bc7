import { afterEach, describe, expect, it } from 'vitest';
import { focusPastNotice } from './focus-past-notice';

afterEach(() => {
  document.body.innerHTML = '';
});

function page(html: string) {
  document.body.innerHTML = html;
  // happy-dom lays nothing out: an element has a box unless it is display: none, as in a browser.
  for (const element of document.querySelectorAll<HTMLElement>('*')) {
    const boxes = element.style.display === 'none' ? [] : [{}];
    element.getClientRects = () => boxes as unknown as DOMRectList;
  }
  return document.getElementById('notice')!;
}

describe('focus when a notice removes itself', () => {
  it('moves from the notice’s button to the next control after it, skipping hidden and disabled ones', () => {
    const notice = page(`
      <a href="/before" id="before">Before</a>
      <div id="notice"><button id="ok">OK</button></div>
      <button disabled>Disabled</button>
      <button style="display: none">Hidden</button>
      <textarea id="message"></textarea>`);
    document.getElementById('ok')!.focus();
    focusPastNotice(notice);
    expect(document.activeElement?.id).toBe('message');
  });

  it('falls back to the last control before the notice when nothing follows it', () => {
    const notice = page(
      `<a href="/a">A</a><a href="/b" id="b">B</a><div id="notice"><button id="ok">OK</button></div>`,
    );
    document.getElementById('ok')!.focus();
    focusPastNotice(notice);
    expect(document.activeElement?.id).toBe('b');
  });

  it('leaves focus alone when it was not in the notice (a click elsewhere, or a pointer)', () => {
    const notice = page(`<input id="field" /><div id="notice"><button>OK</button></div><button>After</button>`);
    document.getElementById('field')!.focus();
    focusPastNotice(notice);
    expect(document.activeElement?.id).toBe('field');
  });
});
