import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Route } from '@playwright/test';

/*
 * A stand-in for the Git host, for the admin's tests: the nine routes of Gitea's REST API that
 * Sveltia CMS's `gitea` backend calls, answered from a real git repository in a temporary folder
 * with git's plumbing only (no work tree). The admin built for the tests (npm run
 * build:admin:e2e) calls them on its own origin under /cms-test/api/v1, and each test answers
 * them from its browser context, so nothing leaves the machine and no CSP or server changes.
 * What it stands in for in production is GitHub (the CMS's `github` backend, GraphQL); see
 * docs/editing.md for the hand check of that path after each CMS upgrade.
 */

export const STUB_OWNER = 'owner';
export const STUB_REPO = 'site';
export const STUB_BRANCH = 'cms';
export const STUB_TOKEN = 'test-token-for-the-stand-in';
export const STUB_USER = { login: 'owner', full_name: 'Site Owner', email: 'owner@example.com' };

type ChangeFile = {
  operation: 'create' | 'update' | 'delete';
  path: string;
  content?: string;
  from_path?: string;
  sha?: string;
};

type ChangeFiles = {
  branch?: string;
  message: string;
  author?: { name?: string; email?: string };
  files: ChangeFile[];
};

export class GiteaStub {
  readonly gitDir: string;
  /** The commit the branch started at. */
  base: string;

  /** Run once when the next commit request arrives, before it is checked (a race, staged). */
  beforeNextCommit: (() => void) | undefined;

  private constructor(gitDir: string, base: string) {
    this.gitDir = gitDir;
    this.base = base;
  }

  /** A bare repository holding the project's committed HEAD as branches `main` and `cms`. */
  static create(projectRoot: string): GiteaStub {
    const gitDir = mkdtempSync(join(tmpdir(), 'gitea-stub-'));
    execFileSync('git', ['init', '--quiet', '--bare', gitDir]);
    execFileSync('git', ['-C', projectRoot, 'push', '--quiet', gitDir, `HEAD:refs/heads/main`]);
    const base = git(gitDir, ['rev-parse', 'refs/heads/main']).trim();
    git(gitDir, ['update-ref', `refs/heads/${STUB_BRANCH}`, base]);
    return new GiteaStub(gitDir, base);
  }

  /**
   * Commits `files` (path → text) on the branch, by default as the new starting point of both
   * branches: the tests put the entries they edit in the form the CMS writes, so a save's diff is
   * only the edit. With `moveBase: false` it is another editor's commit landing on `cms`.
   */
  rewrite(files: Record<string, string>, message: string, { moveBase = true } = {}): string {
    const index = join(this.gitDir, `index-rewrite-${process.pid}`);
    const env = { GIT_INDEX_FILE: index };
    try {
      const parent = this.head();
      this.git(['read-tree', parent], undefined, env);
      for (const [path, text] of Object.entries(files)) {
        const blob = this.git(['hash-object', '-w', '--stdin'], text).trim();
        this.git(
          ['update-index', '--add', '--cacheinfo', `100644,${blob},${path}`],
          undefined,
          env,
        );
      }
      const tree = this.git(['write-tree'], undefined, env).trim();
      const commit = this.git(['commit-tree', tree, '-p', parent, '-F', '-'], message, {
        GIT_AUTHOR_NAME: 'Test',
        GIT_AUTHOR_EMAIL: 'test@example.com',
        GIT_COMMITTER_NAME: 'Test',
        GIT_COMMITTER_EMAIL: 'test@example.com',
      }).trim();
      if (moveBase) {
        this.git(['update-ref', 'refs/heads/main', commit]);
        this.base = commit;
      }
      this.git(['update-ref', `refs/heads/${STUB_BRANCH}`, commit]);
      return commit;
    } finally {
      rmSync(index, { force: true });
    }
  }

  /** A file's text on the branch (or at `ref`). */
  show(path: string, ref: string = STUB_BRANCH): string {
    return this.git(['show', `${ref}:${path}`]);
  }

  remove(): void {
    rmSync(this.gitDir, { recursive: true, force: true });
  }

  /** The branch's newest commit. */
  head(): string {
    return this.git(['rev-parse', `refs/heads/${STUB_BRANCH}`]).trim();
  }

  git(args: string[], input?: Buffer | string, env?: Record<string, string>): string {
    return git(this.gitDir, args, input, env);
  }

  /** Answers the admin's Git host calls in `context` (every page of it). */
  async serve(context: BrowserContext): Promise<void> {
    await context.route('**/cms-test/api/v1/**', (route) => this.answer(route));
  }

  private async answer(route: Route): Promise<void> {
    const request = route.request();
    const url = new URL(request.url());
    const path = url.pathname.replace(/^\/cms-test\/api\/v1/u, '');
    const method = request.method();
    const json = (status: number, body: unknown) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
    if (path === '/version') return json(200, { version: '1.24.0' });
    // Signed in only with the test's token, as Gitea checks a personal access token.
    const [, token] = (request.headers()['authorization'] ?? '').split(' ');
    if (token !== STUB_TOKEN) return json(401, { message: 'user does not exist' });
    const repo = `/repos/${STUB_OWNER}/${STUB_REPO}`;
    if (path === '/settings/api') {
      return json(200, {
        max_response_items: 50,
        default_paging_num: 30,
        default_git_trees_per_page: 1000,
        default_max_blob_size: 10_485_760,
      });
    }
    if (path === '/user') {
      return json(200, { id: 1, ...STUB_USER, avatar_url: '', html_url: '' });
    }
    if (path === repo) {
      return json(200, {
        id: 1,
        name: STUB_REPO,
        full_name: `${STUB_OWNER}/${STUB_REPO}`,
        owner: { login: STUB_OWNER },
        default_branch: 'main',
        html_url: '',
        permissions: { admin: false, push: true, pull: true },
      });
    }
    if (path === `${repo}/branches/${STUB_BRANCH}`) {
      const id = this.head();
      const message = this.git(['log', '-1', '--format=%B', id]);
      return json(200, { name: STUB_BRANCH, commit: { id, message } });
    }
    const tree = new RegExp(`^${repo}/git/trees/([^/]+)$`, 'u').exec(path);
    if (tree?.[1]) {
      const page = Number(url.searchParams.get('page') ?? '1');
      const ref = tree[1] === STUB_BRANCH ? this.head() : tree[1];
      const entries =
        page > 1
          ? []
          : this.git(['ls-tree', '-r', '-l', '--full-tree', ref])
              .split('\n')
              .filter(Boolean)
              .map((line) => {
                const [meta = '', name = ''] = line.split('\t');
                const [mode, type, sha, size] = meta.split(/\s+/u);
                return { path: name, mode, type, sha, size: Number(size) || 0 };
              });
      return json(200, {
        sha: ref,
        tree: entries,
        truncated: false,
        page,
        total_count: entries.length,
      });
    }
    if (path === `${repo}/file-contents` && method === 'POST') {
      const { files } = request.postDataJSON() as { files: string[] };
      const blobs = this.blobs(this.head(), files);
      return json(
        200,
        files.map((file) => {
          const blob = blobs.get(file);
          return blob
            ? {
                name: file.split('/').pop(),
                path: file,
                sha: blob.sha,
                type: 'file',
                size: blob.content.length,
                encoding: 'base64',
                content: blob.content.toString('base64'),
              }
            : null;
        }),
      );
    }
    if (path === `${repo}/contents` && method === 'POST') {
      const before = this.beforeNextCommit;
      this.beforeNextCommit = undefined;
      before?.();
      return this.commit(request.postDataJSON() as ChangeFiles, json);
    }
    if (path.startsWith(`${repo}/commits`) && method === 'GET') return json(200, []);
    return json(404, { message: `The stand-in does not answer ${method} ${path}` });
  }

  /**
   * Gitea's ChangeFiles: one commit on the branch. A file updated from a blob that is no longer
   * the branch's (another editor saved first) is refused as Gitea refuses it, 422 "sha does not
   * match", and nothing is written.
   */
  private commit(
    body: ChangeFiles,
    json: (status: number, body: unknown) => Promise<void>,
  ): Promise<void> {
    const parent = this.head();
    for (const file of body.files) {
      if (file.operation === 'create') continue;
      const current = this.blobAt(parent, file.from_path ?? file.path);
      if (current !== file.sha) {
        return json(422, {
          message: `sha does not match [given: ${file.sha ?? ''}, expected: ${current ?? ''}]`,
          url: '',
        });
      }
    }
    const index = join(this.gitDir, `index-${process.pid}-${Date.now()}`);
    const env = { GIT_INDEX_FILE: index };
    try {
      this.git(['read-tree', parent], undefined, env);
      const written: { path: string; sha: string }[] = [];
      for (const file of body.files) {
        if (file.from_path && file.from_path !== file.path) {
          this.git(['update-index', '--force-remove', file.from_path], undefined, env);
        }
        if (file.operation === 'delete') {
          this.git(['update-index', '--force-remove', file.path], undefined, env);
          continue;
        }
        const blob = this.git(
          ['hash-object', '-w', '--stdin'],
          Buffer.from(file.content ?? '', 'base64'),
        ).trim();
        this.git(
          ['update-index', '--add', '--cacheinfo', `100644,${blob},${file.path}`],
          undefined,
          env,
        );
        written.push({ path: file.path, sha: blob });
      }
      const tree = this.git(['write-tree'], undefined, env).trim();
      const name = body.author?.name || STUB_USER.full_name;
      const email = body.author?.email || STUB_USER.email;
      const commit = this.git(['commit-tree', tree, '-p', parent, '-F', '-'], body.message, {
        GIT_AUTHOR_NAME: name,
        GIT_AUTHOR_EMAIL: email,
        GIT_COMMITTER_NAME: name,
        GIT_COMMITTER_EMAIL: email,
      }).trim();
      this.git(['update-ref', `refs/heads/${body.branch ?? STUB_BRANCH}`, commit, parent]);
      return json(201, {
        files: written.map((file) => ({ ...file, type: 'file' })),
        commit: { sha: commit, created: new Date().toISOString(), message: body.message },
      });
    } finally {
      rmSync(index, { force: true });
    }
  }

  /** The files `paths` at `commit`, read in one `git cat-file --batch`. */
  private blobs(commit: string, paths: string[]): Map<string, { sha: string; content: Buffer }> {
    const output = execFileSync('git', ['--git-dir', this.gitDir, 'cat-file', '--batch'], {
      input: paths.map((path) => `${commit}:${path}`).join('\n') + '\n',
      maxBuffer: 256 * 1024 * 1024,
    });
    const found = new Map<string, { sha: string; content: Buffer }>();
    let at = 0;
    for (const path of paths) {
      const end = output.indexOf(0x0a, at);
      const [sha = '', type, size] = output.subarray(at, end).toString('utf8').split(' ');
      if (type === 'missing' || size === undefined) {
        at = end + 1;
        continue;
      }
      const length = Number(size);
      found.set(path, { sha, content: output.subarray(end + 1, end + 1 + length) });
      at = end + 1 + length + 1;
    }
    return found;
  }

  private blobAt(commit: string, path: string): string | undefined {
    try {
      return (
        this.git(['rev-parse', '--verify', '--quiet', `${commit}:${path}`]).trim() || undefined
      );
    } catch {
      return undefined;
    }
  }
}

function git(
  gitDir: string,
  args: string[],
  input?: Buffer | string,
  env?: Record<string, string>,
): string {
  return execFileSync('git', ['--git-dir', gitDir, ...args], {
    input,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}
