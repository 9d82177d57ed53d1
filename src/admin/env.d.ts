/** Build-time settings of the admin (src/admin/vite.config.ts defines them). */
interface ImportMetaEnv {
  readonly CMS_BACKEND: 'github' | 'gitea';
  readonly CMS_REPO: string;
  readonly CMS_BRANCH: string;
  /** The English entry files at build time ('src/content/en/pages/home.yaml'). */
  readonly CMS_ENGLISH_FILES: readonly string[];
}
