// The upstream's RSA key pair (scheme v1 key wrap). Generated once into the data dir and kept
// across restarts, so a console that pinned the public key keeps trusting this upstream.
import { createHash, createPublicKey, generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface KeyPair {
  publicKeyPem: string;
  privateKeyPem: string;
  /** Short fingerprint of the public key (SHA-256 of the SPKI DER), published as keyId. */
  keyId: string;
}

export function loadOrCreateKeys(dataDir: string): KeyPair {
  const pubFile = path.join(dataDir, 'upstream-public.pem');
  const privFile = path.join(dataDir, 'upstream-private.pem');
  let publicKeyPem: string;
  let privateKeyPem: string;
  if (fs.existsSync(pubFile) && fs.existsSync(privFile)) {
    publicKeyPem = fs.readFileSync(pubFile, 'utf8');
    privateKeyPem = fs.readFileSync(privFile, 'utf8');
  } else {
    const pair = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    publicKeyPem = pair.publicKey;
    privateKeyPem = pair.privateKey;
    // Private key first and owner-only: a crash between the writes leaves no public key
    // without its private half.
    fs.writeFileSync(privFile, privateKeyPem, { mode: 0o600 });
    fs.writeFileSync(pubFile, publicKeyPem);
  }
  return withKeyId(publicKeyPem, privateKeyPem);
}

function withKeyId(publicKeyPem: string, privateKeyPem: string): KeyPair {
  const der = createPublicKey(publicKeyPem).export({ type: 'spki', format: 'der' });
  const keyId = createHash('sha256').update(der).digest('hex').slice(0, 16);
  return { publicKeyPem, privateKeyPem, keyId };
}

/** A new in-memory key pair: the test switch for an upstream that rotated its keys. */
export function rotatedKeys(): KeyPair {
  const pair = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return withKeyId(pair.publicKey, pair.privateKey);
}
