import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PlatformMark, platformInitials } from './platform-mark';

describe('a platform’s mark', () => {
  it.each([
    ['PlayStation', 'PS'],
    ['Xbox', 'XB'],
    ['Steam', 'ST'],
    ['Nintendo Switch', 'NS'],
    ['Epic Games', 'EG'],
    ['Battle.net', 'BN'],
    ['PC', 'PC'],
  ])('draws %s as %s', (name, initials) => {
    expect(platformInitials(name)).toBe(initials);
  });

  it('shows the icon staff set, and the built-in mark in the platform’s colour where none is set', () => {
    expect(renderToString(<PlatformMark code="steam" name="Steam" iconUrl="https://cdn.example/steam.svg" />)).toContain('src="https://cdn.example/steam.svg"');

    const mark = renderToString(<PlatformMark code="xbox" name="Xbox" iconUrl={null} />);
    expect(mark).toContain('>XB</span>');
    expect(mark).toContain('background:#107c10');
    expect(mark).not.toContain('—');
  });
});
