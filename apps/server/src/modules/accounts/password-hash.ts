import { hash, verify } from '@node-rs/argon2'

// OWASP's argon2id floor: 19 MiB of memory, 2 passes, 1 lane.
// algorithm 2 is Argon2id (the package's const enum cannot be imported under isolated modules).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

/** Hashes a password or payment password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

/** Whether a password matches its stored hash; a malformed hash never matches. */
export async function isPasswordCorrect(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password)
  } catch {
    return false
  }
}

// Checked against when an account does not exist, so that a miss costs the same time as a
// wrong password and does not reveal which accounts exist.
let decoyHash: Promise<string> | undefined
export async function spendPasswordCheckTime(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy-password-0')
  await isPasswordCorrect(await decoyHash, password)
}
