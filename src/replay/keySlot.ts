/** How many hash slots a Redis Cluster has. */
export const CLUSTER_SLOTS = 16384;

/** CRC16-CCITT (XModem: polynomial 0x1021, initial value 0), as a table of the 256 byte steps. */
const TABLE = (() => {
  const t = new Uint16Array(256);
  for (let i = 0; i < 256; i++) {
    let c = i << 8;
    for (let b = 0; b < 8; b++) c = c & 0x8000 ? ((c << 1) ^ 0x1021) & 0xffff : (c << 1) & 0xffff;
    t[i] = c;
  }
  return t;
})();

function crc16(bytes: Uint8Array, start: number, end: number): number {
  let crc = 0;
  for (let i = start; i < end; i++) crc = ((crc << 8) & 0xffff) ^ TABLE[((crc >> 8) ^ bytes[i]!) & 0xff]!;
  return crc;
}

const encoder = new TextEncoder();

/**
 * The hash tag of a key (its UTF-8 bytes): the part between the first `{` and the first `}` after
 * it, when that part is not empty; otherwise null, and the whole key is hashed. Source:
 * https://redis.io/docs/latest/operate/oss_and_stack/reference/cluster-spec/#hash-tags
 */
export function hashTag(key: string): string | null {
  const open = key.indexOf('{');
  if (open < 0) return null;
  const close = key.indexOf('}', open + 1);
  return close < 0 || close === open + 1 ? null : key.slice(open + 1, close);
}

/**
 * The cluster slot of a key as Redis computes it: CRC16 of the key's hash tag (or of the whole key
 * when it has none) modulo 16384, over the bytes a client sends (UTF-8; a lone UTF-16 surrogate as
 * U+FFFD). The same number `CLUSTER KEYSLOT key` answers. Source:
 * https://redis.io/docs/latest/operate/oss_and_stack/reference/cluster-spec/#key-distribution-model
 */
export function keySlot(key: string): number {
  const bytes = encoder.encode(key);
  const open = bytes.indexOf(0x7b); // {
  if (open >= 0) {
    const close = bytes.indexOf(0x7d, open + 1); // }
    if (close > open + 1) return crc16(bytes, open + 1, close) & (CLUSTER_SLOTS - 1);
  }
  return crc16(bytes, 0, bytes.length) & (CLUSTER_SLOTS - 1);
}
