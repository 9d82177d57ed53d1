import { readOwnerFiles } from './owner-files.ts';
import { checkedOwnerFacts } from './site-schema.ts';

/*
 * The owner's facts and sentences, read from their YAML files and checked. This is how plain
 * Node (the server, scripts) reads them. A Vite build never runs this file: the owner-facts
 * plugin (server/build/owner-facts.ts) answers its import with the same values read at build
 * time, as plain data in the browser's bundle (no YAML parser, no zod) and checked again on the
 * server side, so one YAML edit reaches every page, island and the server alike.
 */
export const ownerFacts = checkedOwnerFacts(readOwnerFiles());
