#!/usr/bin/env node
// Offline check of an R&D data provenance bundle (issue 16; docs/PROVENANCE.md), with Node.js alone:
//
//   node verify-provenance.mjs bundle.json [--key platform-key.pem] [--openssl DIR]
//
// For every version: SHA-256 of the signed text equals the stated hash, the Ed25519 signature of the
// text verifies with the named public key, the versions run 1, 2, 3 … and each names the previous
// version's hash. `--key` checks that the bundle's key is the one you trust (the portal publishes it
// at /.well-known/atsteel-provenance-keys.json and on every record's page); without it the bundle's
// own key is used. `--openssl DIR` also writes each text, signature and key to DIR and prints the
// openssl commands that check the same thing. Exit code 0 when everything verifies, 1 otherwise.
// No dependencies: this file can be copied and run on its own (Node.js 18 or later).
import { createHash, createPublicKey, verify } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const FORMAT = 'atsteel-provenance/1';
const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--') && args[args.indexOf(a) - 1] !== '--key' && args[args.indexOf(a) - 1] !== '--openssl');
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
if (!file) {
  console.error('usage: node verify-provenance.mjs bundle.json [--key platform-key.pem] [--openssl DIR]');
  process.exit(2);
}

const sha256 = (data) => createHash('sha256').update(data).digest('hex');
const keyIdOf = (key) => sha256(Buffer.from(key.export({ format: 'jwk' }).x, 'base64url')).slice(0, 16);

let bundle;
try {
  bundle = JSON.parse(fs.readFileSync(file, 'utf8'));
} catch (error) {
  console.error(`cannot read ${file}: ${error.message}`);
  process.exit(1);
}
if (bundle?.format !== FORMAT || !Array.isArray(bundle.versions) || !Array.isArray(bundle.publicKeys)) {
  console.error(`not a provenance bundle (${FORMAT})`);
  process.exit(1);
}

const keys = new Map();
for (const k of bundle.publicKeys) {
  try {
    const key = createPublicKey(k.pem);
    if (keyIdOf(key) === k.keyId) keys.set(k.keyId, key);
  } catch {
    /* unreadable: its versions fail */
  }
}
const trusted = option('--key');
if (trusted) {
  const key = createPublicKey(fs.readFileSync(trusted, 'utf8'));
  const id = keyIdOf(key);
  for (const [keyId] of keys) if (keyId !== id) keys.delete(keyId);
  if (!keys.has(id)) console.error(`the bundle is not signed with the key in ${trusted} (${id})`);
}

const outDir = option('--openssl');
if (outDir) fs.mkdirSync(outDir, { recursive: true });
let failures = 0;
let previous = null;
bundle.versions.forEach((v, i) => {
  const n = i + 1;
  const problems = [];
  let statement = null;
  try {
    statement = JSON.parse(v.text);
  } catch {
    problems.push('the signed text is not JSON');
  }
  if (sha256(v.text) !== v.hash) problems.push('hash does not match the text');
  if (statement) {
    if (statement.version !== n) problems.push(`numbered ${statement.version}, expected ${n}`);
    if (statement.record !== bundle.record) problems.push('belongs to another record');
    if (statement.previous !== previous) problems.push('does not name the previous version');
    const key = keys.get(statement.keyId);
    if (!key) problems.push(`signed by an unknown key ${statement.keyId}`);
    else if (!verify(null, Buffer.from(v.text, 'utf8'), key, Buffer.from(v.signature, 'base64'))) problems.push('signature does not verify');
    if (outDir) {
      fs.writeFileSync(path.join(outDir, `version-${n}.json`), v.text);
      fs.writeFileSync(path.join(outDir, `version-${n}.sig`), Buffer.from(v.signature, 'base64'));
      if (key) fs.writeFileSync(path.join(outDir, `key-${statement.keyId}.pem`), key.export({ format: 'pem', type: 'spki' }));
    }
  }
  previous = v.hash;
  if (problems.length) failures++;
  const time = statement?.time ?? '?';
  console.log(`version ${n} (${time}) ${v.hash.slice(0, 16)}…: ${problems.length ? `FAILED: ${problems.join('; ')}` : 'verified'}`);
  if (outDir && statement) {
    console.log(`  openssl dgst -sha256 ${path.join(outDir, `version-${n}.json`)}`);
    console.log(
      `  openssl pkeyutl -verify -pubin -inkey ${path.join(outDir, `key-${statement.keyId}.pem`)} -rawin -in ${path.join(outDir, `version-${n}.json`)} -sigfile ${path.join(outDir, `version-${n}.sig`)}`,
    );
  }
});
console.log(failures ? `${failures} of ${bundle.versions.length} versions FAILED` : `all ${bundle.versions.length} versions of ${bundle.record} verified`);
process.exit(failures ? 1 : 0);
