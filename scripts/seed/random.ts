/**
 * Deterministic randomness for the demo data. Every stream is named (e.g. 'product:demo-p007'),
 * so one product's choices never shift when another part of the seed changes, and any product
 * of the benchmark catalogue can be rebuilt on its own from its id.
 */

/** FNV-1a: turns a stream name into a 32-bit seed. */
function hashSeed(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i += 1) {
    h ^= name.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast and good enough for demo data (not for anything secret). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Rng {
  private readonly next: () => number;

  constructor(stream: string) {
    this.next = mulberry32(hashSeed(stream));
  }

  /** Uniform in [0, 1). */
  float(): number {
    return this.next();
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Rng.pick on an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Index chosen in proportion to the weights. */
  weightedIndex(weights: readonly number[]): number {
    const total = weights.reduce((s, w) => s + w, 0);
    let r = this.next() * total;
    for (let i = 0; i < weights.length; i += 1) {
      r -= weights[i] ?? 0;
      if (r < 0) return i;
    }
    return weights.length - 1;
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }

  /** A string of `length` characters drawn from `alphabet`. */
  token(length: number, alphabet: string): string {
    let s = '';
    for (let i = 0; i < length; i += 1)
      s += alphabet.charAt(Math.floor(this.next() * alphabet.length));
    return s;
  }

  /**
   * A long-tailed count in [0, max]: most values small, a few large, like real engagement.
   * `shape` > 1 pushes more mass towards zero.
   */
  skewed(max: number, shape = 2.2): number {
    return Math.round(Math.pow(this.next(), shape) * max);
  }
}
