import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Lighthouse 12.8.2 (13 needs Node 22) with its default mobile preset against Debian's Chromium,
 * `runs` times; every figure is the median of the runs.
 */
export async function lighthouseMedian(url: string, runs = 5): Promise<LighthouseFigures & { runs: LighthouseFigures[] }> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/lib/chromium/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const all: LighthouseFigures[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
      const lhr = result!.lhr;
      all.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
        cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
      });
    }
    return {
      performance: median(all.map((r) => r.performance)),
      accessibility: median(all.map((r) => r.accessibility)),
      lcpMs: median(all.map((r) => r.lcpMs)),
      cls: median(all.map((r) => r.cls)),
      tbtMs: median(all.map((r) => r.tbtMs)),
      runs: all,
    };
  } finally {
    chrome.kill();
  }
}
