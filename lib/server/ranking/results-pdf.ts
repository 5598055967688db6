import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { PDFDocument, type PDFFont } from '@cantoo/pdf-lib';
import type { DbExecutor } from '@/lib/server/db/client';
import { rankingPublications, rankingRecords, rankingResults } from '@/lib/server/db/schema';
import { embedCjkFont } from '@/lib/server/files/pdf-font';
import { PdfTextWriter } from '@/lib/server/files/pdf-writer';
import { listCategories } from './model';

const MARGIN = 48;

/**
 * The published enterprise-level results of a year as a PDF in both languages (the demo announcements' attachment):
 * per category, rank, enterprise, score and grade, from the stored results. Dated `at` so the bytes are stable.
 */
export async function yearResultsPdf(db: DbExecutor, year: number, at: Date): Promise<Uint8Array> {
  const categories = await listCategories(db);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${year} quality reliability ranking (demo)`);
  pdf.setProducer('pdf-lib');
  pdf.setCreationDate(at);
  pdf.setModificationDate(at);
  const regular = await embedCjkFont(pdf, 'regular');
  const bold = await embedCjkFont(pdf, 'bold');
  const doc = new PdfTextWriter(pdf, { margin: MARGIN, leading: (size) => size + 5 });
  const line = (text: string, font: PDFFont, size: number) => doc.line(text, font, size);
  line(`【演示】${year}年度钢材产品质量可靠性排名结果（企业级）`, bold, 15);
  line(`[Demo] ${year} steel product quality reliability ranking: enterprise-level results`, bold, 12);
  line('所有企业与数值均为演示数据。Every enterprise and value is demo data.', regular, 9);
  doc.gap(8);
  for (const category of categories) {
    const [pub] = await db.select().from(rankingPublications).where(and(eq(rankingPublications.year, year), eq(rankingPublications.categoryId, category.id)));
    if (!pub) continue;
    const rows = await db
      .select({ rank: rankingResults.rank, scoreCenti: rankingResults.scoreCenti, grade: rankingResults.grade, zh: rankingRecords.companyZh, en: rankingRecords.companyEn })
      .from(rankingResults)
      .innerJoin(rankingRecords, eq(rankingRecords.id, rankingResults.recordId))
      .where(and(eq(rankingResults.publicationId, pub.id), eq(rankingRecords.level, 'enterprise')))
      .orderBy(asc(rankingResults.rank));
    doc.gap(6);
    line(`${category.nameZh} / ${category.nameEn}`, bold, 12);
    for (const r of rows) line(`${r.rank}. ${r.zh} / ${r.en} — ${(r.scoreCenti / 100).toFixed(2)} ${r.grade}`, regular, 9.5);
  }
  return pdf.save();
}
