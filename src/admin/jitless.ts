import { z } from 'astro/zod';

/*
 * Imported first by the admin: zod's fast object parser compiles code with `new Function`, and
 * its check whether it may do so is itself a blocked eval under the admin's CSP (no
 * 'unsafe-eval'), which the browser reports as a violation. Jitless parsing needs neither.
 */
z.config({ jitless: true });
