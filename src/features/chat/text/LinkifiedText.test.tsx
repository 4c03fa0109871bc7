import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { LinkifiedText } from './LinkifiedText';

afterEach(cleanup);

describe('LinkifiedText', () => {
  it('renders links that open in a new tab without giving the page a handle on the opener', () => {
    render(
      <p>
        <LinkifiedText text="docs at www.example.com/docs, ok" />
      </p>,
    );
    const link = screen.getByRole('link', { name: 'www.example.com/docs' });
    expect(link.getAttribute('href')).toBe('https://www.example.com/docs');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.parentElement?.textContent).toBe('docs at www.example.com/docs, ok');
  });

  it('renders markup as visible text, never as elements', () => {
    const { container } = render(
      <p>
        <LinkifiedText text={'<script>alert(1)</script><img src=x onerror=alert(1)> https://example.com'} />
      </p>,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<script>alert(1)</script><img src=x onerror=alert(1)> https://example.com');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
