import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { Avatar } from './Avatar';

afterEach(cleanup);

describe('Avatar', () => {
  it('shows the picture when there is one', () => {
    const { container } = render(<Avatar src="https://example.com/a.png" name="Alice" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://example.com/a.png');
    expect(container.textContent).toBe('');
  });

  it('falls back to the last character when there is no picture', () => {
    const { container } = render(<Avatar src="" name="张三" size={32} />);
    const avatar = container.querySelector('.ui-avatar') as HTMLElement;
    expect(container.querySelector('img')).toBeNull();
    expect(avatar.textContent).toBe('三');
    expect(avatar.style.width).toBe('32px');
    expect(avatar.getAttribute('aria-hidden')).toBe('true');
  });

  it('falls back when the picture fails to load, and tries a new picture again', () => {
    const { container, rerender } = render(<Avatar src="https://example.com/broken.png" name="Bob" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('B');

    rerender(<Avatar src="https://example.com/new.png" name="Bob" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://example.com/new.png');
  });

  it('has an accessible name when labelled', () => {
    const { getByRole } = render(<Avatar name="Carol" label="Carol's avatar" />);
    expect(getByRole('img', { name: "Carol's avatar" }).textContent).toBe('C');
  });
});
