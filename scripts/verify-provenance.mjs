#!/usr/bin/env node
// Offline check of an R&D data provenance bundle (issues 16 and 27; docs/PROVENANCE.md), with Node.js alone:
//
//   node verify-provenance.mjs bundle.json [--keys keys.json|URL] [--key platform-key.pem]
//                              [--bundle-keys [--allow-foreign-key]] [--openssl DIR]
//
// For every version: SHA-256 of the signed text equals the stated hash, the Ed25519 signature of the
// text verifies, the versions run 1, 2, 3 … and each names the previous version's hash.
//
// Whose key: by default only the platform's published keys are trusted (current and retired ones), read
// from the key file the portal publishes at /.well-known/atsteel-provenance-keys.json: saved beside the
// bundle as atsteel-provenance-keys.json, or given with --keys (a file, the file's URL, or the portal's
// address, which is then fetched). --key trusts one public key PEM instead. A version signed by any
// other key fails, even when the bundle carries that key: anyone can re-sign a changed bundle with a key
// of their own. --bundle-keys checks with the keys inside the bundle; a signature that verifies only with
// a key that is not the platform's is reported loudly and exits 3 unless --allow-foreign-key.
// `--openssl DIR` also writes each text, signature and key to DIR and prints the openssl commands that
// check the same thing. Exit code 0 when everything verifies, 1 when a version fails, 2 for a usage
// or key-file problem, 3 for a valid signature by a key that is not the platform's.
// No dependencies: this file can be copied and run on its own (Node.js 18 or later).
import { createHash, createPublicKey, verify } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const FORMAT = 'atsteel-provenance/1';
const KEYS_FORMAT = 'atsteel-provenance-keys/1';
const KEYS_FILE = 'atsteel-provenance-keys.json';
const WELL_KNOWN = `/.well-known/${KEYS_FILE}`;
const USAGE = 'usage: node verify-provenance.mjs bundle.json [--keys keys.json|URL] [--key platform-key.pem] [--bundle-keys [--allow-foreign-key]] [--openssl DIR]';

const args = process.argv.slice(2);
const VALUED = ['--key', '--keys', '--openssl'];
const file = args.find((a, i) => !a.startsWith('--') && !VALUED.includes(args[i - 1]));
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const flag = (name) => args.includes(name);
if (!file) {
  console.error(USAGE);
  process.exit(2);
}

const sha256 = (data) => createHash('sha256').update(data).digest('hex');
const keyIdOf = (key) => sha256(Buffer.from(key.export({ format: 'jwk' }).x, 'base64url')).slice(0, 16);

/** Public keys by id, from {keyId, pem} entries; an entry whose pem is unreadable or not its keyId is left out. */
function keysOf(entries) {
  const out = new Map();
  for (const k of Array.isArray(entries) ? entries : []) {
    try {
      const key = createPublicKey(k.pem);
      if (key.asymmetricKeyType === 'ed25519' && keyIdOf(key) === k.keyId) out.set(k.keyId, key);
    } catch {
      /* unreadable: its versions fail */
    }
  }
  return out;
}

function fail(message, code = 2) {
  console.error(message);
  process.exit(code);
}

let bundle;
try {
  bundle = JSON.parse(fs.readFileSync(file, 'utf8'));
} catch (error) {
  fail(`cannot read ${file}: ${error.message}`, 1);
}
if (bundle?.format !== FORMAT || !Array.isArray(bundle.versions) || !Array.isArray(bundle.publicKeys)) fail(`not a provenance bundle (${FORMAT})`, 1);

/** The platform's keys: --key PEM, --keys file or URL, or the key file saved beside the bundle. */
async function platformKeys() {
  const pemFile = option('--key');
  if (pemFile) {
    let key;
    try {
      key = createPublicKey(fs.readFileSync(pemFile, 'utf8'));
    } catch (error) {
      fail(`cannot read the public key ${pemFile}: ${error.message}`);
    }
    return { source: pemFile, keys: new Map([[keyIdOf(key), key]]) };
  }
  let source = option('--keys');
  let text;
  if (source && /^https?:\/\//.test(source)) {
    if (!source.endsWith('.json')) source = `${source.replace(/\/+$/, '')}${WELL_KNOWN}`;
    try {
      const res = await fetch(source);
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      text = await res.text();
    } catch (error) {
      fail(`cannot fetch the platform's keys from ${source}: ${error.message}`);
    }
  } else {
    source ??= path.join(path.dirname(file), KEYS_FILE);
    if (!fs.existsSync(source)) return null;
    text = fs.readFileSync(source, 'utf8');
  }
  let published;
  try {
    published = JSON.parse(text);
  } catch {
    fail(`${source} is not JSON`);
  }
  if (published?.format !== KEYS_FORMAT || !Array.isArray(published.keys)) fail(`${source} is not the platform's key file (${KEYS_FORMAT})`);
  const keys = keysOf(published.keys);
  if (!keys.size) fail(`${source} lists no readable Ed25519 key`);
  return { source, keys };
}

const platform = await platformKeys();
const ownKeys = flag('--bundle-keys');
if (!platform && !ownKeys) {
  fail(
    `no platform keys to check against: save ${WELL_KNOWN} of the portal beside the bundle as ${KEYS_FILE}, ` +
      `or pass --keys <file or the portal's address> or --key <public key PEM>.\n` +
      `(--bundle-keys checks with the keys the bundle carries, which proves nothing about who signed it.)\n${USAGE}`,
  );
}
const bundleKeys = keysOf(bundle.publicKeys);
// The keys versions are checked with: the platform's (never the bundle's copy), or the bundle's own on request.
const keys = ownKeys ? bundleKeys : platform.keys;
if (platform) console.log(`platform keys: ${[...platform.keys.keys()].join(', ')} (${platform.source})`);
else console.log('platform keys: none given (checking with the bundle\'s own keys only)');

const outDir = option('--openssl');
if (outDir) fs.mkdirSync(outDir, { recursive: true });
let failures = 0;
const foreign = new Set();
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
  let key;
  if (statement) {
    if (statement.version !== n) problems.push(`numbered ${statement.version}, expected ${n}`);
    if (statement.record !== bundle.record) problems.push('belongs to another record');
    if (statement.previous !== previous) problems.push('does not name the previous version');
    key = keys.get(statement.keyId);
    if (!key) problems.push(ownKeys || !bundleKeys.has(statement.keyId) ? `signed by an unknown key ${statement.keyId}` : `signed by key ${statement.keyId}, which is NOT one of the platform's keys`);
    else if (!verify(null, Buffer.from(v.text, 'utf8'), key, Buffer.from(v.signature, 'base64'))) problems.push('signature does not verify');
    else if (ownKeys && !platform?.keys.has(statement.keyId)) foreign.add(statement.keyId);
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
  if (outDir && statement && key) {
    console.log(`  openssl dgst -sha256 ${path.join(outDir, `version-${n}.json`)}`);
    console.log(
      `  openssl pkeyutl -verify -pubin -inkey ${path.join(outDir, `key-${statement.keyId}.pem`)} -rawin -in ${path.join(outDir, `version-${n}.json`)} -sigfile ${path.join(outDir, `version-${n}.sig`)}`,
    );
  }
});
if (failures) {
  console.log(`${failures} of ${bundle.versions.length} versions FAILED`);
  process.exit(1);
}
if (foreign.size) {
  const banner = '!'.repeat(78);
  console.error(`${banner}\n!! SIGNATURE VALID BUT THE KEY IS NOT THE PLATFORM'S: ${[...foreign].join(', ')}\n!! ${platform ? `not in ${platform.source}` : 'no platform keys were given'}: anyone can sign a bundle with a key of their own.\n${banner}`);
  console.log(`all ${bundle.versions.length} versions of ${bundle.record} have valid signatures, but by a key that is NOT the platform's`);
  process.exit(flag('--allow-foreign-key') ? 0 : 3);
}
console.log(`all ${bundle.versions.length} versions of ${bundle.record} verified with the platform's keys`);
process.exit(0);
