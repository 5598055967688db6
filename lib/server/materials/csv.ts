import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { parseCsv, type CsvTable } from '@/lib/csv';

/** Reads reference-data/<folder>/<file> relative to the working directory (parsed by lib/csv.ts). */
export function readCsv(folder: string, file: string, root = path.join(/*turbopackIgnore: true*/ process.cwd(), 'reference-data')): CsvTable {
  return parseCsv(fs.readFileSync(/*turbopackIgnore: true*/ path.join(root, folder, file), 'utf8'));
}

/** The file names of one reference-data folder (empty when the folder does not exist). */
export function listFiles(folder: string, root = path.join(/*turbopackIgnore: true*/ process.cwd(), 'reference-data')): string[] {
  const dir = path.join(/*turbopackIgnore: true*/ root, folder);
  return fs.existsSync(/*turbopackIgnore: true*/ dir) ? fs.readdirSync(/*turbopackIgnore: true*/ dir) : [];
}
