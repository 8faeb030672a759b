import { describe, expect, it } from 'vitest';
import { browserInfo } from './browser-info';

describe('browserInfo', () => {
  it.each([
    ['Chrome on Windows', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.6723.70 Safari/537.36', 'Chrome', '130.0'],
    ['Edge, which also says Chrome', 'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/130.0.0.0 Safari/537.36 Edg/130.0.2849.56', 'Edge', '130.0'],
    ['Safari on an iPhone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1', 'Safari', '17.6'],
    ['Firefox', 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0', 'Firefox', '132.0'],
    ['headless Chrome', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/130.0.0.0 Safari/537.36', 'Headless Chrome', '130.0'],
    ['Chrome on iOS', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 CriOS/130.0.6723.90 Mobile/15E148 Safari/604.1', 'Chrome', '130.0'],
  ])('reads %s', (_, ua, name, version) => {
    expect(browserInfo(ua)).toEqual({ name, version });
  });

  it('names no browser for a script or an empty header', () => {
    expect(browserInfo('python-requests/2.32')).toBeNull();
    expect(browserInfo(null)).toBeNull();
    expect(browserInfo('')).toBeNull();
  });
});
