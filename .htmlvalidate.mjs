import { defineConfig } from 'html-validate';

// Every built page is checked against html-validate's `standard` preset inside `npm test`.
// No rule is turned off.
export default defineConfig({
  extends: ['html-validate:standard'],
});
