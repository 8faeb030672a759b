/** How Debian's Chromium is launched on this machine: no sandbox as root, no background network, no GPU. */
export const chromiumOptions = {
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};
