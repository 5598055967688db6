// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ApplicationView } from '@/lib/cloud/contract';
import { renderWithProviders } from '@/tests/render';
import { SettleForm } from './settle-form';

/**
 * /cloud/testerSettled (issue 29 item 1): a user without an application got the error page
 * (`Cloud.settle.stateHelp.undefined`, then `.map` of undefined) because the answer "no application"
 * was an empty `data`, which the browser client answers as the whole envelope (spec section 7).
 * The call now answers `{ application: null }`.
 */

let application: ApplicationView | null = null;
const server = setupServer(
  http.get('http://localhost:3000/atsteel/laboratory/myApplication', () => HttpResponse.json({ code: 0, msg: 'ok', data: { application } })),
  http.get('http://localhost:3000/atsteel/user/address/listRegions', () => HttpResponse.json({ code: 0, msg: 'ok', data: [{ code: '420000', name: 'Hubei' }] })),
  http.get('http://localhost:3000/atsteel/cloudService/listItems', () => HttpResponse.json({ code: 0, msg: 'ok', data: [] })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  application = null;
});
afterAll(() => server.close());

const submitted = {
  id: 7,
  state: 'submitted',
  nameZh: '测试实验室',
  nameEn: 'Test Lab',
  introZh: '简介',
  introEn: 'Intro',
  provinceCode: '420000',
  cityCode: null,
  address: null,
  contactName: 'E2E',
  contactPhone: '13912340000',
  contactEmail: null,
  qualifications: [{ kind: 'cma', certificateNo: 'C-1', name: null, validUntil: null }],
  equipment: [],
  offerings: [],
  logo: null,
  brochure: null,
  qualificationFiles: [],
  capabilityFiles: [],
  reviewId: 3,
  labId: null,
  applicantName: 'someone',
  updatedAt: '2026-11-27T08:00:00.000Z',
} as unknown as ApplicationView;

describe('SettleForm', () => {
  it.each([
    ['zh', '提交申请'],
    ['en', 'Submit application'],
  ] as const)('shows a user without an application the empty form, which checks its fields (%s)', async (locale, submitLabel) => {
    renderWithProviders(<SettleForm />, { locale });
    expect(await screen.findByTestId('settle-form')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    const submit = screen.getByTestId('settle-submit');
    expect(submit).toHaveTextContent(submitLabel);
    fireEvent.change(screen.getByTestId('settle-nameZh'), { target: { value: '测试实验室' } });
    fireEvent.click(submit);
    // The form checks its fields (no crash, no request without the required ones).
    await waitFor(() => expect(document.querySelectorAll('.ant-form-item-explain-error').length).toBeGreaterThan(0), { timeout: 5000 });
    expect(screen.getByTestId('settle-form')).toBeInTheDocument();
  });

  it.each([
    ['zh', '已提交，等待管理员审核。'],
    ['en', 'Submitted; waiting for an administrator.'],
  ] as const)('shows the state of an existing application with its help and the withdraw button (%s)', async (locale, help) => {
    application = submitted;
    renderWithProviders(<SettleForm />, { locale });
    expect(await screen.findByTestId('settle-withdraw')).toBeInTheDocument();
    expect(screen.getByTestId('settle-nameZh')).toHaveValue('测试实验室');
    expect(document.body).toHaveTextContent(help);
  });
});
