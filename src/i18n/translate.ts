import type { UIKey } from './ui-keys.ts';

/*
 * Translating with a dictionary, without the dictionaries: browser code (the islands) imports
 * this module, and must not pull in every language's strings. src/i18n/ui.ts holds those.
 */

export type { UIKey };
export type UIStrings = Record<UIKey, string>;

export type Vars = Record<string, string | number>;

/**
 * A template with its `{name}` slots filled: fill('Call {phone}', { phone: '…' }). A value that
 * ends in an abbreviation's full stop ("20 మీ.", "e.g.") before the template's own full stop
 * gives the sentence one stop, not two ("20 మీ..").
 */
export function fill(template: string, vars: Vars = {}): string {
  return template.replace(/\{(\w+)\}/gu, (slot, name: string, offset: number) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`No value for ${slot} in "${template}"`);
    const text = String(value);
    const stopFollows = template.charAt(offset + slot.length) === '.';
    return stopFollows && text.endsWith('.') ? text.slice(0, -1) : text;
  });
}

/** Translates the keys `K`: all of them, or an island's parts (`useI18n<KeysUnder<…>>()`). */
export type Translate<K extends UIKey = UIKey> = (key: K, vars?: Vars) => string;

/**
 * `t(key, vars)` over a dictionary or the part of one an island was given. A key that is not
 * there throws: islands render on the server with the same strings, so a key an island forgot
 * to pick fails the build rather than showing a blank.
 */
export function translator(strings: Partial<UIStrings>): Translate {
  return (key, vars) => {
    const template = strings[key];
    if (template === undefined) throw new Error(`UI string "${key}" was not given to this part`);
    return fill(template, vars);
  };
}
