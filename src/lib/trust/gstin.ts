/*
 * The GSTIN (GST identification number) check, as the GST Network defines the number: 15
 * characters, the state's two-digit code, the holder's PAN (5 letters, 4 digits, 1 letter), the
 * registration's number within the state (1–9, then A–Z), a letter (Z for a regular taxpayer),
 * and a check character computed from the first 14 over the 36 symbols 0–9A–Z: each symbol's
 * value times a factor alternating 1, 2, 1, 2 …, the product's quotient and remainder by 36
 * added up, and the check is what brings that sum to a multiple of 36.
 */

const SYMBOLS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The GST state codes: 01–38 for the states and union territories, 97 other territory, 99 centre. */
function isStateCode(code: number): boolean {
  return (code >= 1 && code <= 38) || code === 97 || code === 99;
}

/** The check character of a GSTIN's first 14 characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const value = SYMBOLS.indexOf(first14.charAt(index));
    if (value < 0) throw new Error(`Not a GSTIN character: "${first14.charAt(index)}"`);
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return SYMBOLS.charAt((36 - (sum % 36)) % 36);
}

/** What is wrong with `value` as a GSTIN, in one sentence, or null when it is a valid one. */
export function gstinProblem(value: string): string | null {
  if (value.length !== 15) return `a GSTIN has 15 characters, this one has ${value.length}`;
  if (!/^[0-9A-Z]{15}$/.test(value)) return 'a GSTIN holds only digits and capital letters';
  if (!isStateCode(Number(value.slice(0, 2))) || !/^\d\d/.test(value)) {
    return `"${value.slice(0, 2)}" is not a GST state code (01–38, 97 or 99)`;
  }
  if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(value.slice(2, 12))) {
    return `characters 3–12 ("${value.slice(2, 12)}") are not a PAN (5 letters, 4 digits, 1 letter)`;
  }
  if (!/^[1-9A-Z]$/.test(value.charAt(12))) return 'character 13 must be 1–9 or A–Z';
  if (!/^[A-Z]$/.test(value.charAt(13))) return 'character 14 must be a letter (Z for most)';
  const expected = gstinCheckCharacter(value.slice(0, 14));
  if (value.charAt(14) !== expected) {
    return `its check character is "${value.charAt(14)}" but should be "${expected}": a character is mistyped`;
  }
  return null;
}

/** `value` if it is a valid GSTIN; otherwise the build stops with what is wrong and where. */
export function checkedGstin(value: string, where = 'site.licences.gstin'): string {
  const problem = gstinProblem(value);
  if (problem) throw new Error(`${where} "${value}" is not a valid GSTIN: ${problem}.`);
  return value;
}
