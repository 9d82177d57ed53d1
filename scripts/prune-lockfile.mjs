// The npm registry this project is installed from serves only the Linux builds of packages with
// per-platform binaries (esbuild, rolldown, Tailwind's oxide, Astro's compiler). `npm install`
// then writes a lock whose packages name optional platform builds that have no entry of their
// own, and `npm ci` refuses such a lock as out of sync. This drops those dangling optional names.
// Run it after any `npm install` that changes package-lock.json.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const paths = new Set(Object.keys(lock.packages));

/** Whether `name`, required from the lock entry at `from`, resolves the way Node would find it. */
function resolves(from, name) {
  let base = from;
  for (;;) {
    if (paths.has(`${base ? `${base}/` : ''}node_modules/${name}`)) return true;
    if (!base) return false;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

let dropped = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  if (!entry.optionalDependencies) continue;
  for (const name of Object.keys(entry.optionalDependencies)) {
    if (!resolves(path, name)) {
      delete entry.optionalDependencies[name];
      dropped += 1;
    }
  }
  if (Object.keys(entry.optionalDependencies).length === 0) delete entry.optionalDependencies;
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`prune-lockfile: dropped ${dropped} optional platform packages with no lock entry`);
