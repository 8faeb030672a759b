import { chromium } from 'playwright-core';
const url = process.env.URL ?? 'http://127.0.0.1:3100';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const width = Number(process.env.W ?? 1366);
const ctx = await browser.newContext({ viewport: { width, height: 900 }, serviceWorkers: 'block' });
const page = await ctx.newPage();
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console:', m.text().slice(0, 300)); });
page.on('response', (r) => { if (r.url().includes('/api/') && r.status() >= 400) console.log('http', r.status(), r.url()); });
await page.goto(`${url}/auth`);
await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
await page.getByRole('tab', { name: 'Email', exact: true }).click();
await page.getByRole('textbox', { name: 'Email', exact: true }).fill('admin@neonkeys.local');
await page.getByLabel('Password', { exact: true }).fill('Admin!2345');
await page.getByRole('button', { name: 'Sign In', exact: true }).click();
await page.waitForURL(`${url}/`);
const steps = (process.env.STEPS ?? '').split(';').filter(Boolean);
await page.goto(`${url}${process.env.P ?? '/admin/enhanced-intelligence'}`);
await page.waitForTimeout(2500);
let i = 0;
await page.screenshot({ path: `/tmp/explore/shot-${i++}.png`, fullPage: process.env.FULL === '1' });
for (const step of steps) {
  const [kind, ...rest] = step.split(':');
  const arg = rest.join(':');
  if (kind === 'click') await page.getByText(arg, { exact: false }).first().click();
  if (kind === 'role') { const [r, n] = arg.split('='); await page.getByRole(r as never, { name: n }).first().click(); }
  if (kind === 'css') await page.locator(arg).first().click();
  if (kind === 'fill') { const [l, v] = arg.split('='); await page.getByLabel(l!).fill(v!); }
  if (kind === 'select') { const [l, v] = arg.split('='); await page.getByLabel(l!).selectOption({ label: v! }); }
  await page.waitForTimeout(Number(process.env.WAIT ?? 2000));
  await page.screenshot({ path: `/tmp/explore/shot-${i++}.png`, fullPage: process.env.FULL === '1' });
}
console.log('title', await page.title());
await browser.close();
