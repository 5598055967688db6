import { z } from '@/lib/zod';
import { call, pageSchema, type Paged } from '@/lib/contract';
import { DRAWING_ITEMS, type Dimension, type DrawingItem } from './drawings';

/** Specimen (processing) drawings (issue 35; spec section 7 "cloudService drawing page and download", a blob). */
export const drawingPageSchema = pageSchema.extend({
  item: z.enum(DRAWING_ITEMS, { error: 'CloudAppointments.badFilter' }).optional(),
  /** A part of a standard's number, e.g. "228". */
  standard: z.string({ error: 'CloudAppointments.tooLong' }).trim().max(40, 'CloudAppointments.tooLong').optional(),
});
export const drawingDownloadSchema = z.object({
  id: z.string({ error: 'CloudAppointments.noSuchDrawing' }).trim().regex(/^[a-z0-9-]{1,60}$/, 'CloudAppointments.noSuchDrawing'),
  format: z.enum(['pdf', 'svg'], { error: 'CloudAppointments.badChoice' }).optional().default('pdf'),
});

export interface DrawingCard {
  id: string;
  item: DrawingItem;
  title: string;
  standards: string[];
  /** Each dimension with its clause in the caller's language. */
  dimensions: (Omit<Dimension, 'source'> & { source?: string })[];
}

export const drawingCalls = {
  drawingPage: call('GET', 'cloudService/drawingPage', drawingPageSchema).returns<Paged<DrawingCard>>(),
  drawingDownload: call('GET', 'cloudService/drawingDownload', drawingDownloadSchema).binary(),
};
