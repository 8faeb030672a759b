// Run by `npm test` before anything else: the tests need a Java runtime (DynamoDB Local) and Debian's
// Chromium (browser test). On a fresh machine where we are root, install what is missing; otherwise say what to install.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const needs = [];
const has = (cmd) => {
  try {
    execSync(`command -v ${cmd}`, { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
};
if (!has('java')) needs.push({ what: 'a Java runtime for DynamoDB Local', pkg: 'openjdk-17-jre-headless' });
if (!existsSync('/usr/bin/chromium')) needs.push({ what: "Debian's Chromium for the browser test", pkg: 'chromium' });

if (needs.length) {
  const pkgs = needs.map((n) => n.pkg).join(' ');
  if (process.getuid?.() === 0 && has('apt-get')) {
    console.log(`Installing ${pkgs} (${needs.map((n) => n.what).join('; ')})…`);
    execSync('apt-get update -qq', { stdio: 'inherit' });
    execSync(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkgs}`, { stdio: 'inherit', shell: '/bin/sh' });
  } else {
    console.error(`The tests need ${needs.map((n) => n.what).join(' and ')}.`);
    console.error(`Install it first, e.g.: sudo apt-get install -y ${pkgs}`);
    process.exit(1);
  }
}
