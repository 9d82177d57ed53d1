/**
 * `npm run launch-check`: lists every value still marked as a placeholder, with the file and key
 * where the owner sets it, and exits 1 while any remain (the rules are in launch-check-lib.ts).
 * Run it before deploying; it is not part of `npm test`, which passes while the placeholders are
 * still there.
 */
import { registerHooks } from 'node:module';

// The site's modules import each other without file extensions, as Vite resolves them; Node
// needs the extension, so a relative import that does not resolve is retried as `.ts`.
registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (!specifier.startsWith('.') || /\.[cm]?[jt]sx?$/.test(specifier)) throw error;
      return nextResolve(`${specifier}.ts`, context);
    }
  },
});

const { findPlaceholders, launchReport } = await import('./launch-check-lib.ts');
const { placeholderSources } = await import('./launch-check-sources.ts');

const { lines, exitCode } = launchReport(findPlaceholders(await placeholderSources()));
console.log(lines.join('\n'));
process.exitCode = exitCode;
