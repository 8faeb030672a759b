import { createHash } from 'node:crypto';
import type { DeviceSignals } from '../../shared/tracking/device-fingerprint';
import type { Prng } from './prng';

export interface Device {
  userAgent: string;
  signals: DeviceSignals;
  fingerprint: string;
  touch: boolean;
  viewport: { width: number; height: number };
}

/** Where a visitor is: their time zone and languages go into the fingerprint. */
export interface Locale {
  countryCode: string;
  timeZone: string;
  languages: string;
}

export const locales: Locale[] = [
  { countryCode: 'GB', timeZone: 'Europe/London', languages: 'en-GB,en' },
  { countryCode: 'DE', timeZone: 'Europe/Berlin', languages: 'de-DE,de,en' },
  { countryCode: 'US', timeZone: 'America/New_York', languages: 'en-US,en' },
  { countryCode: 'US', timeZone: 'America/Los_Angeles', languages: 'en-US,en' },
  { countryCode: 'FR', timeZone: 'Europe/Paris', languages: 'fr-FR,fr,en' },
  { countryCode: 'PL', timeZone: 'Europe/Warsaw', languages: 'pl-PL,pl,en' },
];

/** The fingerprint exactly as shared/tracking/device-fingerprint.ts makes it, synchronously. */
export function fingerprintOf(signals: DeviceSignals): string {
  const canonical = JSON.stringify(Object.keys(signals).sort().map((name) => [name, signals[name]]));
  return createHash('sha256').update(canonical).digest('hex').slice(0, 32);
}

const chromeVersions = ['128.0.0.0', '129.0.0.0', '130.0.0.0', '131.0.0.0'];
const desktopScreens = ['1920x1080x1', '1920x1080x1.25', '2560x1440x1', '1536x864x1.25', '1366x768x1', '1440x900x2', '1680x1050x2', '3840x2160x1.5', '2560x1600x2'];

function finish(userAgent: string, signals: DeviceSignals, touch: boolean): Device {
  const [w = '1920', h = '1080'] = String(signals.screen).split('x');
  return { userAgent, signals, fingerprint: fingerprintOf(signals), touch, viewport: { width: Math.min(Number(w), 1920), height: Number(h) - 120 } };
}

/** A desktop or laptop with a browser, drawn from common configurations. */
export function desktopDevice(rng: Prng, locale: Locale): Device {
  const os = rng.pick(['windows', 'windows', 'windows', 'mac', 'mac', 'linux'] as const);
  const browser = os === 'mac' ? rng.pick(['chrome', 'safari', 'firefox'] as const) : rng.pick(['chrome', 'chrome', 'edge', 'firefox'] as const);
  const chrome = rng.pick(chromeVersions);
  const osPart = { windows: 'Windows NT 10.0; Win64; x64', mac: 'Macintosh; Intel Mac OS X 10_15_7', linux: 'X11; Linux x86_64' }[os];
  const userAgent = {
    chrome: `Mozilla/5.0 (${osPart}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${chrome} Safari/537.36`,
    edge: `Mozilla/5.0 (${osPart}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${chrome} Safari/537.36 Edg/${chrome}`,
    firefox: `Mozilla/5.0 (${osPart.replace('Intel Mac OS X 10_15_7', 'Intel Mac OS X 10.15')}; rv:${rng.pick([131, 132, 133])}.0) Gecko/20100101 Firefox/${rng.pick([131, 132, 133])}.0`,
    safari: `Mozilla/5.0 (${osPart}) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${rng.pick(['17.6', '18.1', '18.2'])} Safari/605.1.15`,
  }[browser];
  const signals: DeviceSignals = {
    timeZone: locale.timeZone,
    languages: locale.languages,
    screen: os === 'mac' ? rng.pick(['1440x900x2', '1512x982x2', '1728x1117x2', '2560x1440x1']) : rng.pick(desktopScreens),
    colorDepth: os === 'mac' ? 30 : 24,
    cores: rng.pick([4, 8, 8, 12, 16]),
    touchPoints: os === 'windows' && rng.chance(0.1) ? 10 : 0,
    platform: { windows: 'Win32', mac: 'MacIntel', linux: 'Linux x86_64' }[os],
    cookies: true,
    pdfViewer: true,
    reducedMotion: rng.chance(0.05),
    darkScheme: rng.chance(0.35),
  };
  if (browser === 'chrome' || browser === 'edge') signals.memory = rng.pick([4, 8, 8]);
  return finish(userAgent, signals, false);
}

/**
 * A phone. iPhones of one model and iOS version with default settings are identical to the fingerprint, so strangers
 * in one time zone share one: the popular-device case correlation must discount.
 */
export function phoneDevice(rng: Prng, locale: Locale): Device {
  if (rng.chance(0.6)) {
    const ios = rng.pick(['17_6', '18_1']);
    const signals: DeviceSignals = {
      timeZone: locale.timeZone,
      languages: locale.languages,
      screen: rng.pick(['390x844x3', '393x852x3', '430x932x3']),
      colorDepth: 24,
      cores: 4,
      touchPoints: 5,
      platform: 'iPhone',
      cookies: true,
      pdfViewer: true,
      reducedMotion: false,
      darkScheme: rng.chance(0.25),
    };
    return finish(`Mozilla/5.0 (iPhone; CPU iPhone OS ${ios} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${ios.replace('_', '.')} Mobile/15E148 Safari/604.1`, signals, true);
  }
  const model = rng.pick(['Pixel 8', 'SM-S918B', 'SM-A546B', 'Redmi Note 13', 'Pixel 7a']);
  const signals: DeviceSignals = {
    timeZone: locale.timeZone,
    languages: locale.languages,
    screen: rng.pick(['412x915x2.625', '384x854x2.8125', '393x873x2.75', '360x800x3']),
    colorDepth: 24,
    cores: 8,
    touchPoints: 5,
    platform: 'Linux armv81',
    cookies: true,
    pdfViewer: false,
    reducedMotion: false,
    darkScheme: rng.chance(0.4),
    memory: rng.pick([4, 8]),
  };
  return finish(`Mozilla/5.0 (Linux; Android 14; ${model}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${rng.pick(chromeVersions)} Mobile Safari/537.36`, signals, true);
}

/** A second browser on the same machine: the hardware and locale agree, the browser's own signals do not. */
export function otherBrowserOf(rng: Prng, device: Device): Device {
  const firefox = !device.userAgent.includes('Firefox');
  const osPart = /\(([^)]*)\)/.exec(device.userAgent)?.[1] ?? 'Windows NT 10.0; Win64; x64';
  const userAgent = firefox
    ? `Mozilla/5.0 (${osPart}; rv:133.0) Gecko/20100101 Firefox/133.0`
    : `Mozilla/5.0 (${osPart}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${rng.pick(chromeVersions)} Safari/537.36`;
  const signals: DeviceSignals = { ...device.signals };
  if (firefox) delete signals.memory;
  else signals.memory = 8;
  return finish(userAgent, signals, device.touch);
}
