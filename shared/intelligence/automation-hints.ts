import { isbotMatch } from 'isbot';
import type { DeviceSignals } from '../tracking/device-fingerprint';

export interface AutomationHints {
  /** What isbot's list matched in the user agent (crawler, HeadlessChrome, python-requests…), or null. */
  botUserAgent: string | null;
  /** `navigator.webdriver` was true. The browser module does not send it yet; read when a session carries it. */
  webdriver: boolean;
  /** Device signals that contradict the user agent or are a headless browser's defaults. */
  inconsistencies: string[];
}

const mobileUa = /iPhone|iPad|Android|Mobile/i;

/** Automation visible in the user agent and the device signals, each with the reason it is suspicious. */
export function automationHints(userAgent: string | null | undefined, signals: DeviceSignals | null | undefined): AutomationHints {
  const ua = userAgent ?? '';
  const found: string[] = [];
  if (ua.trim() === '') found.push('no user agent');
  if (signals) {
    const platform = String(signals.platform ?? '');
    const touchPoints = Number(signals.touchPoints ?? 0);
    if (mobileUa.test(ua) && touchPoints === 0) found.push('a phone user agent on a device without touch');
    if (/Windows NT/.test(ua) && platform !== '' && !/^Win/.test(platform)) found.push(`a Windows user agent on platform ${platform}`);
    if (/Macintosh/.test(ua) && platform !== '' && !/^Mac/.test(platform)) found.push(`a Mac user agent on platform ${platform}`);
    if (signals.languages === '') found.push('no languages');
    // Headless Chromium's default window, and a pixel ratio of 1 with it.
    if (signals.screen === '800x600x1') found.push('the 800×600 screen of a headless browser');
    if (Number(signals.cores ?? 1) === 0) found.push('no CPU cores reported');
  }
  return { botUserAgent: ua ? isbotMatch(ua) : null, webdriver: signals?.webdriver === true, inconsistencies: found };
}
