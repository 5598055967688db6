// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Profile } from '@/lib/account/contract';
import { renderWithProviders } from '@/tests/render';
import { ProfileEditModal } from './profile-edit-modal';

const profile: Profile = {
  id: 1,
  userName: 'demo_user',
  loginName: 'demo_user',
  fullName: '张三',
  email: null,
  mobile: '138****0001',
  accountType: 'individual',
  role: 'individual',
  userLevel: 0,
  languageType: 'zh',
  companyName: null,
  groupName: null,
  wxBound: false,
  wxNickname: null,
  hasPassword: true,
  createdAt: '2026-11-01T00:00:00Z',
  permission: [],
  avatar: null,
};
const sent: unknown[] = [];
const server = setupServer(
  http.post('http://localhost:3000/atsteel/myData/updateUserInfo', async ({ request }) => {
    const body = (await request.json()) as Record<string, string>;
    sent.push(body);
    return HttpResponse.json({ code: 0, msg: 'ok', data: { ...profile, ...body } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('ProfileEditModal (loaded when /my/info first opens it)', () => {
  it('opens with the profile, refuses an empty name beside the field, then saves and hands the answer back', async () => {
    const saved: Profile[] = [];
    renderWithProviders(<ProfileEditModal profile={profile} open onClose={() => undefined} onSaved={(p) => saved.push(p)} />, { locale: 'en', namespaces: ['Auth', 'Account'] });
    const name = await screen.findByLabelText('User name');
    expect(name).toHaveValue('demo_user');
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field cannot be empty')).toBeInTheDocument();
    expect(sent).toEqual([]);
    fireEvent.change(name, { target: { value: 'new_name' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved.map((p) => p.userName)).toEqual(['new_name']));
    expect(sent).toEqual([{ userName: 'new_name', fullName: '张三', email: '' }]);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });
});
