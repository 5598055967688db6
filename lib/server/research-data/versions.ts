import 'server-only';
import { asc, desc, eq } from 'drizzle-orm';
import { contentChanges, versionContent } from '@/lib/research-data/content';
import { canonicalJson, signVersion, toBundle, verifyChain, type ChainProblem, type Json, type ProvenanceBundle, type SignedVersion } from '@/lib/research-data/provenance';
import type { Traceability, VersionInfo } from '@/lib/research-data/contract';
import { publicKeyPem } from '@/lib/research-data/provenance';
import type { DbExecutor } from '@/lib/server/db/client';
import { researchData, researchDataVersions } from '@/lib/server/db/schema';
import { listFiles } from '@/lib/server/files/service';
import { RD_FILE_FIELD, RD_OWNER_KIND } from './files';
import type { SigningKeys } from '@/lib/server/ports';
import { contentStandards, linkRows } from './standard-links';
import type { RecordRow } from './access';

/**
 * The signed versions of a record (issue 16 item 4) through the one provenance module: a save whose
 * content differs from the newest version signs a new one chained to it; verification rebuilds the
 * newest version's content from the current rows (the same `versionContent`), so a value changed
 * directly in the database fails its hash and signature.
 */

export const recordCode = (id: number) => `RD-${String(id).padStart(6, '0')}`;

/** The record's content as it stands in the database now. */
export async function currentContent(db: DbExecutor, row: RecordRow): Promise<Record<string, Json>> {
  const files = await listFiles(db, RD_OWNER_KIND, row.id, RD_FILE_FIELD);
  return versionContent(row, files, contentStandards(await linkRows(db, row.id)));
}

/** Signs a new version when the content changed since the newest one. Answers the newest version number. */
export async function signIfChanged(tx: DbExecutor, recordId: number, keys: SigningKeys, now: Date): Promise<number> {
  const [row] = await tx.select().from(researchData).where(eq(researchData.id, recordId));
  const content = await currentContent(tx, row);
  const [last] = await tx.select().from(researchDataVersions).where(eq(researchDataVersions.recordId, recordId)).orderBy(desc(researchDataVersions.version)).limit(1);
  // The same canonical form (RFC 8785) as the signature, so "changed" means "would hash differently".
  if (last && canonicalJson(last.content as Json) === canonicalJson(content)) return last.version;
  const signed = signVersion({ record: recordCode(recordId), version: (last?.version ?? 0) + 1, previous: last?.hash ?? null, time: now, content }, keys.current());
  await tx.insert(researchDataVersions).values({
    recordId,
    version: signed.statement.version,
    previousHash: signed.statement.previous,
    signedAt: signed.statement.time,
    keyId: signed.statement.keyId,
    hash: signed.hash,
    signature: signed.signature,
    content,
  });
  return signed.statement.version;
}

/** The chain as stored, the newest version's content rebuilt from the current rows. */
export async function storedChain(db: DbExecutor, row: RecordRow): Promise<{ chain: SignedVersion[]; contents: Record<string, Json>[] }> {
  const rows = await db.select().from(researchDataVersions).where(eq(researchDataVersions.recordId, row.id)).orderBy(asc(researchDataVersions.version));
  const current = rows.length ? await currentContent(db, row) : null;
  const contents = rows.map((v, i) => (i === rows.length - 1 && current ? current : (v.content as Record<string, Json>)));
  const chain = rows.map((v, i) => ({
    statement: { format: 'atsteel-provenance/1' as const, record: recordCode(row.id), version: v.version, previous: v.previousHash, time: v.signedAt, keyId: v.keyId, content: contents[i] },
    hash: v.hash,
    signature: v.signature,
  }));
  return { chain, contents: rows.map((v) => v.content as Record<string, Json>) };
}

/** Verifies against every trusted platform key by id (the current and the retired ones): a version signed before a key change still verifies. */
export async function verifyRecord(db: DbExecutor, row: RecordRow, keys: SigningKeys): Promise<{ problems: ChainProblem[]; versions: number }> {
  const { chain } = await storedChain(db, row);
  return { problems: verifyChain(chain, keys.all()), versions: chain.length };
}

export async function bundleOf(db: DbExecutor, row: RecordRow, keys: SigningKeys): Promise<ProvenanceBundle> {
  const { chain } = await storedChain(db, row);
  return toBundle(recordCode(row.id), chain, keys.all());
}

export async function traceabilityOf(db: DbExecutor, row: RecordRow, bundle: boolean, keys: SigningKeys): Promise<Traceability> {
  const { chain, contents } = await storedChain(db, row);
  const problems = verifyChain(chain, keys.all());
  const key = keys.current();
  const versions: VersionInfo[] = chain.map((v, i) => ({
    version: v.statement.version,
    hash: v.hash,
    previous: v.statement.previous,
    time: v.statement.time,
    keyId: v.statement.keyId,
    signature: v.signature,
    changes: bundle ? contentChanges(i > 0 ? contents[i - 1] : null, contents[i]) : contentChanges(null, contents[i]),
  }));
  return { versions: versions.reverse(), publicKeyPem: publicKeyPem(key.publicKey), keyId: key.keyId, verified: problems.length === 0 && chain.length > 0, problems, bundle };
}
