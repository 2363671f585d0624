import argon2 from 'argon2';

/** argon2id with the library's defaults (DESIGN §3); hashes carry their own parameters and salt. */
export async function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

/** False for a missing hash (an account created through Facebook) or a hash that does not match. */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
