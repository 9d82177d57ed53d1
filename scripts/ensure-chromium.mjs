// Makes sure a Chromium, and the fonts of the site's scripts, exist before the browser tests run.
// Debian's package is preferred (Playwright's own download cannot reach its server on every
// machine); as root on Debian we install it with apt, anywhere else we fall back to Playwright's
// download.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const debianChromium = '/usr/bin/chromium';
const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });

/*
 * The fonts of the site's scripts (Devanagari, Telugu, Tamil, Kannada), as an Android phone has
 * them: without them Chromium draws these words in a fallback font of another width, and the
 * 360 px checks (e2e/narrow.spec.ts) would measure words no visitor sees.
 */
const indicFont = '/usr/share/fonts/truetype/noto/NotoSansTamil-Regular.ttf';

const isDebian = existsSync('/etc/debian_version') || /debian/i.test(readOsRelease());
const isRoot = process.getuid?.() === 0;
if (!existsSync(indicFont) && isDebian && isRoot) {
  console.log('The Noto fonts of the Indian scripts are missing: installing fonts-noto-core…');
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', '--no-install-recommends', 'fonts-noto-core']);
}
if (existsSync(debianChromium)) {
  process.exit(0);
}
try {
  if (isDebian && isRoot) {
    console.log('Chromium is missing: installing Debian’s chromium with apt-get…');
    run('apt-get', ['update']);
    run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium']);
  } else {
    console.log('Chromium is missing: downloading Playwright’s Chromium…');
    run('npx', ['playwright', 'install', '--with-deps', 'chromium']);
  }
} catch (error) {
  console.error(
    'Could not install Chromium. On Debian run `apt-get install -y chromium` as root; elsewhere run `npx playwright install chromium`.',
  );
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

function readOsRelease() {
  try {
    return readFileSync('/etc/os-release', 'utf8');
  } catch {
    return '';
  }
}
