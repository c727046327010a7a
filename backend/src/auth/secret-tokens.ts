// Bearer secrets (refresh tokens, mailed links): 256 random bits for the holder, only their SHA-256 in the database.
import { createHash, randomBytes } from 'node:crypto';

export const newSecretToken = () => randomBytes(32).toString('base64url');
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
