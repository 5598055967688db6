import { z } from '@/lib/zod';
import { dbId, pageSchema, type Paged } from '@/lib/contract';
import { ORDER_KINDS, type OrderKind, type Qualification } from './order-form-contract';
import type { OrderStage } from './order-stages';
import type { Evaluation } from './order-workflow-contract';

/**
 * What the order domain shows the public (spec section 3 "order review"): open requirements, the
 * verification of a printed report code, the laboratories' grades and the cloud's order figures.
 */

export const publicPageSchema = pageSchema.extend({ kind: z.enum(ORDER_KINDS, { error: 'CloudOrders.badFilter' }).optional() });
export type PublicPageInput = z.infer<typeof publicPageSchema>;
export const requirementIdSchema = z.object({ id: dbId('CloudOrders.notFound') });

/** Verification codes printed on reports: 16 characters of Crockford base32 (no I, L, O, U). */
export const VERIFY_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{16}$/;
export const verifyCodeSchema = z.object({ code: z.string({ error: 'CloudOrders.badCode' }).trim().toUpperCase().regex(VERIFY_CODE_PATTERN, 'CloudOrders.badCode') });

export const gradePageSchema = pageSchema;

// ---------------------------------------------------------------------------------------------
// Outputs

export interface PublicRequirement {
  id: number;
  kind: OrderKind;
  highThroughput: boolean;
  projectName: string;
  stage: OrderStage;
  items: string[];
  materials: string[];
  sampleCount: number;
  qualification: Qualification;
  createdAt: string;
}

export interface ReportVerification {
  code: string;
  orderNo: string;
  labName: string;
  /** Which bytes the hashes cover (docs/CLOUD.md). */
  sha256: string;
  originalSha256: string;
  fileName: string;
  size: number;
  issuedAt: string;
  items: string[];
}

export interface LabGrade {
  labId: number;
  labName: string;
  ratingCount: number;
  /** Mean of the satisfaction levels, 1–5 with one decimal; null without ratings. */
  rating: number | null;
  completed: number;
}

export interface RecentEvaluation extends Evaluation {
  labName: string;
  items: string[];
}

export interface CloudGrades {
  labs: LabGrade[];
  recent: Paged<RecentEvaluation>;
}

export interface CloudFigures {
  ordersTotal: number;
  ordersCompleted: number;
  ratingCount: number;
  averageRating: number | null;
}
