import { Injectable } from '@nestjs/common';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** Argon2id (the value of the package's const enum, which isolated modules cannot import). */
const ARGON2ID = 2 as Algorithm;

/** OWASP's first Argon2id configuration: 19 MiB, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Argon2id PHC strings; the parameters travel inside each hash, so raising them later keeps old hashes valid. */
@Injectable()
export class PasswordHasher {
  /** Verified when the username is unknown, so that answer takes as long as a wrong password. */
  private dummyHash?: Promise<string>;

  hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }

  /** Spends the same time as verify() for a user who does not exist; always false. */
  async verifyNobody(password: string): Promise<false> {
    this.dummyHash ??= this.hash('no account has this password, it only costs time');
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
