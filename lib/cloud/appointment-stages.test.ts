import { appointmentActionsFor, decideAppointment } from './appointment-stages';

describe('the appointment state table', () => {
  it('walks waiting → responded → paid → executing ⇄ paused → completed → evaluated', () => {
    expect(decideAppointment(null, 'submit', 'customer')).toEqual({ ok: true, to: 'waiting' });
    expect(decideAppointment('waiting', 'respond', 'laboratory')).toEqual({ ok: true, to: 'responded' });
    expect(decideAppointment('responded', 'paid', 'payment')).toEqual({ ok: true, to: 'paid' });
    expect(decideAppointment('paid', 'start', 'laboratory')).toEqual({ ok: true, to: 'executing' });
    expect(decideAppointment('executing', 'pause', 'laboratory')).toEqual({ ok: true, to: 'paused' });
    expect(decideAppointment('paused', 'resume', 'laboratory')).toEqual({ ok: true, to: 'executing' });
    expect(decideAppointment('executing', 'complete', 'laboratory')).toEqual({ ok: true, to: 'completed' });
    expect(decideAppointment('completed', 'evaluate', 'customer')).toEqual({ ok: true, to: 'evaluated' });
  });

  it('refuses the wrong party as a role and the wrong moment as a state', () => {
    expect(decideAppointment('waiting', 'respond', 'customer')).toEqual({ ok: false, reason: 'CloudAppointments.notYourRole' });
    expect(decideAppointment('waiting', 'pay', 'customer')).toEqual({ ok: false, reason: 'CloudAppointments.badStage' });
    expect(decideAppointment('executing', 'cancel', 'customer')).toEqual({ ok: false, reason: 'CloudAppointments.badStage' });
    expect(decideAppointment('executing', 'cancel', 'service')).toEqual({ ok: true, to: 'cancelled' });
    expect(decideAppointment('paid', 'cancel', 'service')).toEqual({ ok: false, reason: 'CloudAppointments.badStage' });
    expect(decideAppointment('responded', 'contact', 'service')).toEqual({ ok: true, to: 'responded' });
  });

  it('offers each party its buttons only', () => {
    expect(appointmentActionsFor('waiting', 'customer')).toEqual(['cancel']);
    expect(appointmentActionsFor('waiting', 'laboratory')).toEqual(['respond']);
    expect(appointmentActionsFor('responded', 'customer')).toEqual(['pay', 'cancel']);
    expect(appointmentActionsFor('executing', 'laboratory')).toEqual(['pause', 'complete']);
    expect(appointmentActionsFor('responded', 'payment')).toEqual([]);
  });
});
