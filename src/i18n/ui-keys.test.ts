import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { uiKeysModule } from './ui-source.ts';

describe('the generated UI key type (src/i18n/ui-keys.ts)', () => {
  it('lists exactly the English keys: run `npm run ui-keys` after changing them', async () => {
    const written = readFileSync(join(import.meta.dirname, 'ui-keys.ts'), 'utf8');
    expect(written).toBe(await uiKeysModule());
  });
});
