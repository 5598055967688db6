/**
 * The equipment appointment's states (issue 35; spec section 4 "experiment: executing, cancelled,
 * paused, completed" and "remote research response: waiting for response, responded") and the one
 * table of who may move an appointment, from which state, to which state — like order-stages.ts for
 * the detection order. The server applies it in every endpoint (lib/server/cloud/appointments);
 * anything not in the table is refused with `CloudAppointments.badStage` (HTTP 409) or
 * `CloudAppointments.notYourRole` (HTTP 403). docs/CLOUD.md, "Appointments".
 */
export const APPOINTMENT_STATUSES = ['waiting', 'responded', 'paid', 'executing', 'paused', 'completed', 'evaluated', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** The states in order (the progress bar); `paused` is a side state of executing, `cancelled` stands apart. */
export const APPOINTMENT_FLOW: readonly AppointmentStatus[] = ['waiting', 'responded', 'paid', 'executing', 'completed', 'evaluated'];

/**
 * Who acts: the researcher who booked (customer), the manager of the instrument's laboratory
 * (laboratory, `cloud_laboratories.owner_id`), customer service (permission `order:confirm-payment`)
 * and the payment core (a verified payment, an owner's or the timer's cancellation of the payment order).
 */
export const APPOINTMENT_PARTIES = ['customer', 'laboratory', 'service', 'payment'] as const;
export type AppointmentParty = (typeof APPOINTMENT_PARTIES)[number];

export const APPOINTMENT_ACTIONS = ['submit', 'contact', 'respond', 'pay', 'paid', 'start', 'pause', 'resume', 'complete', 'evaluate', 'cancel', 'expire'] as const;
export type AppointmentAction = (typeof APPOINTMENT_ACTIONS)[number];

/** The actions of `equipments/status` (the others have endpoints of their own or belong to the payment core). */
export const STATUS_ACTIONS = ['contact', 'respond', 'start', 'pause', 'resume', 'complete', 'cancel'] as const;
export type StatusAction = (typeof STATUS_ACTIONS)[number];

export interface AppointmentRule {
  action: AppointmentAction;
  from: readonly (AppointmentStatus | null)[];
  /** The state after the action (the same state for actions that record something without moving). */
  to: AppointmentStatus;
  parties: readonly AppointmentParty[];
  /** Done by the server, never offered as a button. */
  automatic?: boolean;
}

/**
 * - submit: the researcher's demand books its slots (state waiting for response).
 * - contact: customer service records that it contacted the researcher (deadline: 1 working day).
 * - respond: the laboratory answers with its price (again, while unpaid, to correct it; deadline 24 h).
 * - pay: the researcher opens (or reopens) the payment order of the responded price.
 * - paid: the payment core reports the payment.
 * - start / pause / resume / complete: the laboratory runs the experiment (a session link may be given).
 * - evaluate: the researcher rates the experiment; the laboratory's rating follows.
 * - cancel: researcher or customer service before payment; customer service while the experiment
 *   runs or is paused. Frees the slots.
 * - expire: the payment order was cancelled unpaid (by its owner, customer service or the timer):
 *   the appointment is cancelled and its slots freed.
 */
export const APPOINTMENT_RULES: readonly AppointmentRule[] = [
  { action: 'submit', from: [null], to: 'waiting', parties: ['customer'] },
  { action: 'contact', from: ['waiting', 'responded'], to: 'waiting', parties: ['service'] },
  { action: 'respond', from: ['waiting', 'responded'], to: 'responded', parties: ['laboratory'] },
  { action: 'pay', from: ['responded'], to: 'responded', parties: ['customer'] },
  { action: 'paid', from: ['responded'], to: 'paid', parties: ['payment'] },
  { action: 'start', from: ['paid'], to: 'executing', parties: ['laboratory'] },
  { action: 'pause', from: ['executing'], to: 'paused', parties: ['laboratory'] },
  { action: 'resume', from: ['paused'], to: 'executing', parties: ['laboratory'] },
  { action: 'complete', from: ['executing'], to: 'completed', parties: ['laboratory'] },
  { action: 'evaluate', from: ['completed'], to: 'evaluated', parties: ['customer'] },
  { action: 'cancel', from: ['waiting', 'responded'], to: 'cancelled', parties: ['customer', 'service'] },
  { action: 'cancel', from: ['executing', 'paused'], to: 'cancelled', parties: ['service'] },
  { action: 'expire', from: ['responded'], to: 'cancelled', parties: ['payment'], automatic: true },
];

export type AppointmentDecision = { ok: true; to: AppointmentStatus } | { ok: false; reason: 'CloudAppointments.badStage' | 'CloudAppointments.notYourRole' };

/** Whether `party` may do `action` in `status`, and the state after it (`contact` keeps the state). */
export function decideAppointment(status: AppointmentStatus | null, action: AppointmentAction, party: AppointmentParty): AppointmentDecision {
  const rules = APPOINTMENT_RULES.filter((r) => r.action === action);
  if (!rules.some((r) => r.parties.includes(party))) return { ok: false, reason: 'CloudAppointments.notYourRole' };
  const rule = rules.find((r) => r.parties.includes(party) && r.from.includes(status));
  if (!rule) return { ok: false, reason: 'CloudAppointments.badStage' };
  return { ok: true, to: action === 'contact' && status ? status : rule.to };
}

/** The actions `party` may take in `status` (the screens show these buttons only). */
export function appointmentActionsFor(status: AppointmentStatus, party: AppointmentParty): AppointmentAction[] {
  return [...new Set(APPOINTMENT_RULES.filter((r) => !r.automatic && r.action !== 'paid' && r.from.includes(status) && r.parties.includes(party)).map((r) => r.action))];
}

/** The states whose slots stay booked (a cancelled appointment has freed them). */
export const HOLDS_SLOTS = (status: AppointmentStatus) => status !== 'cancelled';
