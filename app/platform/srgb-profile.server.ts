/**
 * An sRGB ICC profile (version 2.1, display class), written byte by byte: the OutputIntent a
 * PDF/A file must carry when it paints in DeviceRGB (ISO 19005-3, 6.2.3) needs one, and no
 * package the project installs ships a small one (pdfkit's would bring a second PDF library for
 * 3 KB). What it holds is the sRGB standard (IEC 61966-2-1) in the ICC's terms:
 *
 * - the D50 white of the profile connection space (0.9642, 1, 0.8249), and the sRGB primaries
 *   adapted from D65 to that white with Bradford's matrix (the values Little CMS computes for its
 *   built-in sRGB), so that the three add up to the white exactly;
 * - the sRGB transfer curve (linear below 0.04045, a 2.4 power above) as a 1024-entry table,
 *   shared by the three channels: a v2 profile has no parametric curves.
 *
 * Little CMS reads it and maps colours as its built-in sRGB does (checked with `transicc` when it
 * was written: white, black, the primaries, a grey and an orange land within 0.01 of the
 * built-in profile's L*a*b* values).
 * The same bytes every time: the header's date is fixed, nothing depends on the clock.
 */

/** Four ASCII characters as the ICC writes signatures. */
function signature(text: string): number[] {
  return [...text].map((character) => character.charCodeAt(0));
}

function uint32(value: number): number[] {
  return [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
}

function uint16(value: number): number[] {
  return [(value >>> 8) & 0xff, value & 0xff];
}

/** A number as the ICC's s15Fixed16Number: a signed 32-bit integer of 1/65536ths. */
function s15Fixed16(value: number): number[] {
  return uint32(Math.round(value * 65536) >>> 0);
}

function xyzTag(x: number, y: number, z: number): number[] {
  return [...signature("XYZ "), 0, 0, 0, 0, ...s15Fixed16(x), ...s15Fixed16(y), ...s15Fixed16(z)];
}

/** textDescriptionType (v2): the ASCII name, then empty Unicode and ScriptCode names. */
function descriptionTag(text: string): number[] {
  const ascii = [...signature(text), 0];
  return [...signature("desc"), 0, 0, 0, 0, ...uint32(ascii.length), ...ascii, ...uint32(0), ...uint32(0), ...uint16(0), 0, ...new Array<number>(67).fill(0)];
}

function textTag(text: string): number[] {
  return [...signature("text"), 0, 0, 0, 0, ...signature(text), 0];
}

/** The sRGB decoding curve, from the encoded value to linear light, sampled on `entries` points. */
function transferCurveTag(entries: number): number[] {
  const samples: number[] = [];
  for (let index = 0; index < entries; index++) {
    const encoded = index / (entries - 1);
    const linear = encoded <= 0.04045 ? encoded / 12.92 : ((encoded + 0.055) / 1.055) ** 2.4;
    samples.push(...uint16(Math.round(linear * 65535)));
  }
  return [...signature("curv"), 0, 0, 0, 0, ...uint32(entries), ...samples];
}

const D50 = [0.9642, 1.0, 0.8249] as const;

let profile: Uint8Array | undefined;

/** The profile's bytes, made once. */
export function srgbIccProfile(): Uint8Array {
  if (profile) return profile;
  const curve = transferCurveTag(1024);
  // Tags in the order they are laid out; the three curves share one table (allowed by ICC.1).
  const tags: [string, number[]][] = [
    ["desc", descriptionTag("sRGB IEC61966-2.1")],
    ["cprt", textTag("No copyright, use freely")],
    ["wtpt", xyzTag(...D50)],
    ["rXYZ", xyzTag(0.436041, 0.222485, 0.01392)],
    ["gXYZ", xyzTag(0.385113, 0.716905, 0.097067)],
    ["bXYZ", xyzTag(0.143046, 0.06061, 0.713913)],
    ["rTRC", curve],
    ["gTRC", curve],
    ["bTRC", curve],
  ];
  const headerSize = 128;
  const tableSize = 4 + 12 * tags.length;
  const table: number[] = uint32(tags.length);
  const data: number[] = [];
  const offsets = new Map<number[], number>();
  for (const [name, bytes] of tags) {
    let offset = offsets.get(bytes);
    if (offset === undefined) {
      offset = headerSize + tableSize + data.length;
      offsets.set(bytes, offset);
      data.push(...bytes);
      while (data.length % 4 !== 0) data.push(0); // each tag starts on a 4-byte boundary
    }
    table.push(...signature(name), ...uint32(offset), ...uint32(bytes.length));
  }
  const size = headerSize + tableSize + data.length;
  const header = [
    ...uint32(size),
    ...uint32(0), // preferred CMM: none
    ...uint32(0x02100000), // version 2.1.0
    ...signature("mntr"),
    ...signature("RGB "),
    ...signature("XYZ "),
    ...[2026, 1, 1, 0, 0, 0].flatMap(uint16), // creation date, fixed so the bytes never change
    ...signature("acsp"),
    ...uint32(0), // platform
    ...uint32(0), // flags
    ...uint32(0), // device manufacturer
    ...uint32(0), // device model
    ...uint32(0),
    ...uint32(0), // device attributes
    ...uint32(0), // rendering intent: perceptual
    ...s15Fixed16(D50[0]),
    ...s15Fixed16(D50[1]),
    ...s15Fixed16(D50[2]),
    ...uint32(0), // creator
  ];
  const bytes = new Uint8Array(size);
  bytes.set(header, 0); // the profile ID and the reserved bytes after the creator stay zero (v2)
  bytes.set(table, headerSize);
  bytes.set(data, headerSize + tableSize);
  profile = bytes;
  return profile;
}
