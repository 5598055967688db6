import 'server-only';
import { appointmentCalls as calls } from '@/lib/cloud/appointment-contract';
import { defineEndpoint, permission, PUBLIC, USER } from '@/lib/server/api/types';
import { RATE_LIMITS } from '@/lib/server/api/rate-limits';
import { PERMISSIONS } from '@/lib/session/permissions';
import { addNote, changeStatus, evaluateAppointment, payAppointment } from './actions';
import { saveAppointment } from './create';
import { getEquipment, listOwnEquipment, pageEquipment, saveEquipment, slotsOf } from './equipment';
import { exportAppointments } from './export';
import { getAppointment, pageAppointments, readLogs } from './queries';

const SERVICE = permission(PERMISSIONS.orderConfirmPayment);

/**
 * Equipment appointments and remote research (issue 35, docs/CLOUD.md "Appointments"). The step
 * endpoints are open to signed-in users and decide the caller's party from the database (the
 * researcher, the manager of the instrument's laboratory, customer service) and the state table
 * (lib/cloud/appointment-stages.ts): anyone else 404, another laboratory 403, a wrong party 403, a
 * wrong moment 409.
 */
export const appointmentEndpoints = [
  defineEndpoint(calls.page, {
    summary: 'Bookable instruments of active laboratories, by kind, laboratory, province and keyword.',
    access: PUBLIC,
    handler: ({ db, input, locale }) => pageEquipment(db, input, locale),
  }),
  defineEndpoint(calls.get, {
    summary: 'One bookable instrument with its booking settings (price per hour in fen, slot length, opening hours, duration and magnification ranges).',
    access: PUBLIC,
    handler: ({ db, input, user, locale }) => getEquipment(db, user, input.id, locale),
  }),
  defineEndpoint(calls.list, {
    summary: 'Every instrument of the laboratory the caller manages, with its booking settings (null: never made bookable).',
    access: permission(PERMISSIONS.laboratoryManage),
    handler: ({ db, user, locale }) => listOwnEquipment(db, user!, locale),
  }),
  defineEndpoint(calls.slots, {
    summary: 'The calendar: without a day, the 60 days from today with their free slots (0 on non-working or full days); with a day, its slots and whether each is free.',
    access: PUBLIC,
    handler: ({ db, input, request }) => slotsOf(db, input, request.at),
  }),
  defineEndpoint(calls.save, {
    summary: 'The laboratory manager makes an instrument bookable (or not): kind, price per hour in fen, slot length, opening hours, duration range, magnification range.',
    access: permission(PERMISSIONS.laboratoryManage),
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, input, user, locale, request }) => saveEquipment(db, user!, input, locale, request.at),
  }),
  defineEndpoint(calls.saveOrder, {
    summary: 'A remote research demand (spec section 3): books the slots in one transaction under the unique (equipment, slot start) key — 409 when one was taken meanwhile; state waiting for response.',
    access: permission(PERMISSIONS.orderCreate),
    rateLimit: RATE_LIMITS.orderCreation,
    handler: async ({ db, input, user, locale, request }) => getAppointment(db, user!, await saveAppointment(db, user!, input, request.at), locale, request.at),
  }),
  defineEndpoint(calls.orderPage, {
    summary: 'Demands: mine, my laboratory’s, or every demand (customer service) with deadlines and overdue flags; filters status, overdue, keyword.',
    access: USER,
    handler: ({ db, input, user, locale, request }) => pageAppointments(db, user!, input, locale, request.at),
  }),
  defineEndpoint(calls.orderGet, {
    summary: 'One demand for its researcher, its laboratory or customer service: slots, samples, price, payment, session link, evaluation, logs, allowed actions.',
    access: USER,
    handler: ({ db, input, user, locale, request }) => getAppointment(db, user!, input.orderNo, locale, request.at),
  }),
  defineEndpoint(calls.orderExport, {
    summary: 'Customer service’s filtered demands as an .xlsx file (at most 10,000 rows) with deadlines and overdue flags.',
    access: SERVICE,
    handler: ({ db, input, locale, t, request }) => exportAppointments(db, input, locale, t, request.at),
  }),
  defineEndpoint(calls.status, {
    summary: 'Moves a demand: contact (customer service), respond with a price, start (with an https session link), pause, resume, complete (laboratory), cancel (researcher or service before payment, service while running; frees the slots).',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: async ({ db, input, user, locale, services, request }) => {
      await changeStatus(db, services.payments, user!, input, request.at);
      return getAppointment(db, user!, input.orderNo, locale, request.at);
    },
  }),
  defineEndpoint(calls.pay, {
    summary: 'Opens (or reuses) the payment order of type `appointment` for the laboratory’s price; 409 before the response.',
    access: USER,
    rateLimit: RATE_LIMITS.orderCreation,
    handler: async ({ db, input, user, locale, request }) => {
      await payAppointment(db, user!, input.orderNo, request.at);
      return getAppointment(db, user!, input.orderNo, locale, request.at);
    },
  }),
  defineEndpoint(calls.evaluation, {
    summary: 'The researcher rates a completed experiment (three qualities and satisfaction, 1–5, and a comment); the laboratory’s rating follows.',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: async ({ db, input, user, locale, request }) => {
      await evaluateAppointment(db, user!, input, request.at);
      return getAppointment(db, user!, input.orderNo, locale, request.at);
    },
  }),
  defineEndpoint(calls.logs, {
    summary: 'A demand’s logs: automatic state logs for its parties, customer service’s notes for service and the laboratory.',
    access: USER,
    handler: ({ db, input, user }) => readLogs(db, user!, input.orderNo),
  }),
  defineEndpoint(calls.log, {
    summary: 'Customer service adds a note to a demand’s log.',
    access: SERVICE,
    rateLimit: RATE_LIMITS.edit,
    handler: async ({ db, input, user, request }) => {
      await addNote(db, user!, input.orderNo, input.note, request.at);
      return readLogs(db, user!, input.orderNo);
    },
  }),
];
