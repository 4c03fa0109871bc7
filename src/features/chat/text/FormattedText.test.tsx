import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { FormattedText } from './FormattedText';
import { LinkifiedText } from './LinkifiedText';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

const show = (text: string) =>
  render(
    <I18nProvider i18n={i18n}>
      <FormattedText text={text} renderWords={(words, key) => <LinkifiedText key={key} text={words} />} />
    </I18nProvider>,
  );

describe('FormattedText', () => {
  it('formats the Markdown subset as elements', () => {
    const { container } = show(
      '**bold** *italic* ~~gone~~ `code` and https://example.com/a\n> quoted\n\n- one\n- two\n\n3. three\n4. four',
    );
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    expect(container.querySelector('em')?.textContent).toBe('italic');
    expect(container.querySelector('s')?.textContent).toBe('gone');
    expect(container.querySelector('code')?.textContent).toBe('code');
    expect(screen.getByRole('link', { name: 'https://example.com/a' }).getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.querySelector('blockquote')?.textContent).toBe('quoted');
    expect([...container.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual(['one', 'two']);
    expect(container.querySelector('ol')?.getAttribute('start')).toBe('3');
  });

  it('shows a fenced code block as monospace text with a copy button, its markup unparsed', () => {
    const { container } = show('```html\n<b>**not bold**</b>\n```');
    expect(container.querySelector('pre code')?.textContent).toBe('<b>**not bold**</b>');
    expect(container.querySelector('b, strong')).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeTruthy();
  });

  it('opens only http(s) and mailto links, in a new tab without an opener', () => {
    show(
      '[site](https://example.com) [mail](mailto:a@example.com) [bad](javascript:alert(1)) [data](data:text/html,x)',
    );
    expect(screen.getByRole('link', { name: 'site' }).getAttribute('href')).toBe('https://example.com/');
    expect(screen.getByRole('link', { name: 'site' }).getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'mail' }).getAttribute('href')).toBe('mailto:a@example.com');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('keeps hostile HTML inert: every tag shows as the text it is', () => {
    const hostile =
      '<img src=x onerror="alert(1)"> <script>alert(2)</script> <a href="javascript:alert(3)">x</a> **<iframe src=//evil>**';
    const { container } = show(hostile);
    for (const tag of ['img', 'script', 'iframe', 'a']) expect(container.querySelector(tag)).toBeNull();
    expect(container.textContent).toBe(
      '<img src=x onerror="alert(1)"> <script>alert(2)</script> <a href="javascript:alert(3)">x</a> <iframe src=//evil>',
    );
    expect(container.querySelector('strong')?.textContent).toBe('<iframe src=//evil>');
    const attributes = [...container.querySelectorAll('*')].flatMap((element) => element.getAttributeNames());
    expect(attributes.filter((name) => name.startsWith('on') || name === 'src' || name === 'href')).toEqual([]);
  });

  it('leaves headings, tables and images out (an image is only its link), and plain text as it is', () => {
    const { container } = show('# not a title\n![pic](https://example.com/x.png)\n2 * 3 * 4 = 24');
    expect(container.querySelector('h1, img, table')).toBeNull();
    expect(container.textContent).toBe('# not a title!pic2 * 3 * 4 = 24');
    expect(container.querySelectorAll('br')).toHaveLength(2);
  });
});
