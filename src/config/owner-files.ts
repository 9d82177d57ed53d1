import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseYaml } from '../data/yaml.ts';
import { ownerFiles, type OwnerFiles } from './site-schema.ts';

const root = join(import.meta.dirname, '..', '..');

/** The owner's two files as written, parsed; broken YAML names the file and line. Node only. */
export function readOwnerFiles(): OwnerFiles {
  const read = (file: string) => parseYaml(readFileSync(join(root, file), 'utf8'), file);
  return { facts: read(ownerFiles.facts), words: read(ownerFiles.words) };
}
