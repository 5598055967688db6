import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { DbExecutor } from '@/lib/server/db/client';
import { rankingPublications, rankingRecords, rankingResults } from '@/lib/server/db/schema';
import { embedCjkFont, wrapText } from '@/lib/server/files/pdf-font';
import { listCategories } from './model';

const PAGE: [number, number] = [595.28, 841.89];
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
  const width = PAGE[0] - 2 * MARGIN;
  let page: PDFPage = pdf.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  const line = (text: string, font: PDFFont, size: number) => {
    for (const part of wrapText(text, font, size, width)) {
      if (y - size < MARGIN) {
        page = pdf.addPage(PAGE);
        y = PAGE[1] - MARGIN;
      }
      page.drawText(part, { x: MARGIN, y: y - size, size, font, color: rgb(0.1, 0.1, 0.12) });
      y -= size + 5;
    }
  };
  line(`【演示】${year}年度钢材产品质量可靠性排名结果（企业级）`, bold, 15);
  line(`[Demo] ${year} steel product quality reliability ranking: enterprise-level results`, bold, 12);
  line('所有企业与数值均为演示数据。Every enterprise and value is demo data.', regular, 9);
  y -= 8;
  for (const category of categories) {
    const [pub] = await db.select().from(rankingPublications).where(and(eq(rankingPublications.year, year), eq(rankingPublications.categoryId, category.id)));
    if (!pub) continue;
    const rows = await db
      .select({ rank: rankingResults.rank, scoreCenti: rankingResults.scoreCenti, grade: rankingResults.grade, zh: rankingRecords.companyZh, en: rankingRecords.companyEn })
      .from(rankingResults)
      .innerJoin(rankingRecords, eq(rankingRecords.id, rankingResults.recordId))
      .where(and(eq(rankingResults.publicationId, pub.id), eq(rankingRecords.level, 'enterprise')))
      .orderBy(asc(rankingResults.rank));
    y -= 6;
    line(`${category.nameZh} / ${category.nameEn}`, bold, 12);
    for (const r of rows) line(`${r.rank}. ${r.zh} / ${r.en} — ${(r.scoreCenti / 100).toFixed(2)} ${r.grade}`, regular, 9.5);
  }
  return pdf.save();
}
