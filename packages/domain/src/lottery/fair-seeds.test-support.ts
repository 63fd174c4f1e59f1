import fc from 'fast-check'

/** A fixed server seed, for answers that must replay exactly. */
export const SEED = '5f1d3c7a9b2e4f608192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8'

/** Any server seed: 32 random bytes as 64 lowercase hex characters. */
export const anySeed = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join(''))
