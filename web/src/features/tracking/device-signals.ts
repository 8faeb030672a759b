import type { DeviceSignals } from '../../../../shared/tracking/device-fingerprint';

/**
 * What the fingerprint hashes: stable properties of the device and browser that cost nothing to read. Canvas, WebGL
 * and audio probes are left out: each takes milliseconds of main-thread work, which the ≤ 1 ms per second budget of
 * this module does not allow, and they change with driver updates. The user agent is not repeated here: the server
 * keeps it from the request.
 */
export function deviceSignals(): DeviceSignals {
  const nav = navigator as Navigator & { deviceMemory?: number };
  const signals: DeviceSignals = {
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone ?? '',
    languages: (nav.languages ?? [nav.language]).join(',').slice(0, 200),
    screen: `${screen.width}x${screen.height}x${window.devicePixelRatio}`,
    colorDepth: screen.colorDepth,
    cores: nav.hardwareConcurrency ?? 0,
    touchPoints: nav.maxTouchPoints ?? 0,
    platform: (nav.platform ?? '').slice(0, 200),
    cookies: nav.cookieEnabled,
    pdfViewer: nav.pdfViewerEnabled ?? false,
    reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
    darkScheme: matchMedia('(prefers-color-scheme: dark)').matches,
  };
  if (nav.deviceMemory !== undefined) signals.memory = nav.deviceMemory;
  return signals;
}
