import 'server-only';
import { rankingApplicationCalls, rankingCalls, rankingReportCalls, rankingSimulationCalls, SIMULATION_UPLOAD_MAX_BYTES } from '@/lib/ranking/contract';
import { RATE_LIMITS } from '@/lib/server/api/rate-limits';
import { defineEndpoint, permission, PUBLIC, USER } from '@/lib/server/api/types';
import { applicationGet, myApplications, saveApplication } from './applications';
import { PERMISSIONS } from '@/lib/session/permissions';
import { announcementGet, announcementPage, saveAnnouncement } from './announcements';
import { introduceModel } from './model';
import { mySimulations, parseSimulationUpload, simulate, simulationGet, simulationTemplate } from './simulation';
import { publishRanking } from './publish';
import { companyRanking, productRanking, rankDetail } from './rankings';
import { indexReport, reportCategory, reportDownload, saveReport } from './reports';
import { reportExperts } from './report-authors';

/** The quality reliability ranking (/quality, /economy, /rank, /conDetail; docs/RANKING.md). */
export const rankingEndpoints = [
  defineEndpoint(rankingCalls.introduce, {
    summary: "The published model in the caller's language: blocks, indicators with units, ranges and weights, grade thresholds, levels and the categories.",
    access: PUBLIC,
    handler: ({ db, locale, t }) => introduceModel(db, locale, t),
  }),
  defineEndpoint(rankingCalls.productRanking, {
    summary: 'A published ranking of one year, category and level (newest by default), by grade and enterprise name, paged; with the grade distribution and the yearly mean score. Unknown category 400.',
    access: PUBLIC,
    handler: ({ db, locale, input }) => productRanking(db, locale, input),
  }),
  defineEndpoint(rankingCalls.companyRanking, {
    summary: 'Enterprises of a published year ranked by the mean of their enterprise-level scores over their categories, paged.',
    access: PUBLIC,
    handler: ({ db, locale, input }) => companyRanking(db, locale, input),
  }),
  defineEndpoint(rankingCalls.rankDetail, {
    summary: "One published result (enterprise or line): score, grade, rank, each indicator's contribution, the trend over the years and the enterprise's other levels. Unknown or unpublished 404.",
    access: PUBLIC,
    handler: ({ db, locale, t, input }) => rankDetail(db, locale, t, input.id),
  }),
  defineEndpoint(rankingCalls.announcementPage, {
    summary: 'Ranking announcements and news, newest first, by kind, title keyword (either language) and with files only, paged.',
    access: PUBLIC,
    handler: ({ db, locale, input }) => announcementPage(db, locale, input),
  }),
  defineEndpoint(rankingCalls.announcementGet, {
    summary: 'One announcement: sanitised body, attached files, previous and next of its kind. Unknown 404.',
    access: PUBLIC,
    handler: ({ db, locale, input }) => announcementGet(db, locale, input.id),
  }),
  defineEndpoint(rankingCalls.publish, {
    summary: 'Publishes the ranking of a year and category computed from its indicator records (permission audit:publish). Unknown category or no records 400, a second publication 409.',
    access: permission(PERMISSIONS.auditPublish),
    rateLimit: RATE_LIMITS.review,
    handler: ({ db, user, input, request }) => publishRanking(db, input, user!.id, request.at),
  }),
  defineEndpoint(rankingCalls.saveAnnouncement, {
    summary: 'Creates or edits an announcement or news item in both languages with up to five attachments (permission audit:publish); bodies are sanitised.',
    access: permission(PERMISSIONS.auditPublish),
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, user, input, request }) => saveAnnouncement(db, input, user!.id, request.at),
  }),
  defineEndpoint(rankingApplicationCalls.saveApplication, {
    summary: 'Applies to be ranked (spec §3): applicant type, company, unified credit code (checked), address, product, lines, manufacturer, contact, instructions, up to five attachments; submitted to the review of kind rankingApplication. A missing required field or a bad credit code 400 naming it.',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, user, input, request }) => saveApplication(db, user!, input, request.at),
  }),
  defineEndpoint(rankingApplicationCalls.myApplications, {
    summary: "The caller's own ranking applications, newest first, with their review state and attachments.",
    access: USER,
    handler: ({ db, locale, user, input }) => myApplications(db, locale, user!.id, input),
  }),
  defineEndpoint(rankingApplicationCalls.applicationGet, {
    summary: "One ranking application for its applicant or a reviewer (audit:publish); someone else's 404.",
    access: USER,
    handler: ({ db, locale, user, input }) => applicationGet(db, locale, user!, input.id),
  }),
  defineEndpoint(rankingSimulationCalls.simulationTemplate, {
    summary: "The category's simulation template (.xlsx): one row per indicator with its unit and allowed range, the value column to fill in. Unknown category 400.",
    access: USER,
    handler: ({ db, locale, t, input }) => simulationTemplate(db, locale, t, input.category),
  }),
  defineEndpoint(rankingSimulationCalls.simulationUpload, {
    summary: 'Reads a filled template (multipart part `file`, one .xlsx up to 1 MB, ?category=) row by row: every value with the reason a row is refused (unknown indicator, missing, not a number, out of range) and the indicators it lacks. Nothing is stored. Not an .xlsx, a zip bomb, more than 50 rows or 500 cells, a damaged workbook 400 with the reason; counted as an upload of the caller (429 past 30 a minute).',
    access: USER,
    rateLimit: RATE_LIMITS.upload,
    multipart: true,
    maxBodyBytes: SIMULATION_UPLOAD_MAX_BYTES + 64 * 1024,
    handler: ({ db, services, user, locale, t, input, request, body }) => parseSimulationUpload(db, { storage: services.storage(), limiter: services.rateLimiter() }, user!, locale, t, input.category, request.headers, body),
  }),
  defineEndpoint(rankingSimulationCalls.simulate, {
    summary: "Scores a set of indicator values with the published model, places it among the newest published enterprise-level results of the category and keeps it in the caller's own history. A missing, non-numeric or out-of-range value 400 naming the indicator.",
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, locale, t, user, input, request }) => simulate(db, locale, t, user!.id, input, request.at),
  }),
  defineEndpoint(rankingSimulationCalls.simulationGet, {
    summary: "One of the caller's simulations (score, grade, contributions, the rank it would take); anyone else's 404.",
    access: USER,
    handler: ({ db, locale, t, user, input }) => simulationGet(db, locale, t, user!.id, input.id),
  }),
  defineEndpoint(rankingSimulationCalls.mySimulations, {
    summary: "The caller's own simulation history, newest first.",
    access: USER,
    handler: ({ db, locale, t, user, input }) => mySimulations(db, locale, t, user!.id, input),
  }),
  defineEndpoint(rankingReportCalls.reportCategory, {
    summary: 'The categories and their paid ranking reports (catalogue items of kind report, one per published year) with their prices in fen; buy one with payment/saveReportOrder.',
    access: PUBLIC,
    handler: ({ db, locale }) => reportCategory(db, locale),
  }),
  defineEndpoint(rankingReportCalls.indexReport, {
    summary: 'One ranking report: the summary (counts, grade distribution, mean score) to anyone; every result of every level only to the buyer of a paid order or a member of the company it was bought for. Unknown 404.',
    access: PUBLIC,
    handler: ({ db, locale, user, input }) => indexReport(db, locale, user, input.id),
  }),
  defineEndpoint(rankingReportCalls.reportDownload, {
    summary: "The report's PDF in the caller's language (generated from the published results, charts and tables), watermarked with the buyer and the order; not bought by the caller or their company 403, unknown 404.",
    access: USER,
    handler: ({ db, services, user, input, request, locale }) => reportDownload(db, services.storage(), user!, input.id, request.at, locale),
  }),
  defineEndpoint(rankingReportCalls.reportExperts, {
    summary: 'The experts (cloud expert profiles) an administrator may name as the author of a ranking report; demo people are marked demo.',
    access: permission(PERMISSIONS.auditPublish),
    handler: ({ db, locale }) => reportExperts(db, locale),
  }),
  defineEndpoint(rankingReportCalls.saveReport, {
    summary: "An administrator sets a ranking report's uploaded PDF (a kind report file: PDF by content, at most 500 KB; null returns to the generated one, watermarked for buyers either way) and its expert author (null removes it). Unknown report 404, not an expert 400, a PDF that cannot be rewritten 400 with the reason.",
    access: permission(PERMISSIONS.auditPublish),
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, services, user, input, locale }) => saveReport(db, services.storage(), user!, input, locale),
  }),
];
