/**
 * The pixel size of a PNG, read from its IHDR chunk (always the first chunk, right after the
 * 8-byte signature), so checks need no image library.
 */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const isPng =
    png.byteLength >= 24 &&
    signature.every((byte, index) => png[index] === byte) &&
    String.fromCharCode(...png.subarray(12, 16)) === 'IHDR';
  if (!isPng) throw new Error('not a PNG');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
