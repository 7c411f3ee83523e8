import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VIEWS } from './views';

describe('the detect dive’s lede', () => {
  it('poses the question its prediction asks (a deadline equal to now) without answering it', () => {
    const detect = VIEWS.find((v) => v.id === 'detect')!;
    const { container } = render(<p>{detect.lede}</p>);
    const text = `${detect.title} ${container.textContent}`;
    expect(text).not.toMatch(/equal to now is expired|includes now|inclusive/i);
    expect(container.textContent).toContain('deadline is exactly now: does the read return it?');
    expect(container.querySelector('strong')?.textContent ?? '').not.toMatch(/expired/);
  });
});
