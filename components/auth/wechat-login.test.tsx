// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import jsQR from 'jsqr';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithProviders } from '@/tests/render';
import { WechatLogin } from './wechat-login';

const config = {
  appid: 'wx-sandbox-app',
  scope: 'snsapi_login',
  state: 'state-1',
  redirectUri: 'http://localhost:3000/wxSuccess',
  authorizeUrl: '/wxSandbox?appid=wx-sandbox-app&state=state-1&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2FwxSuccess',
  sandbox: true,
  expiresIn: 600,
};
const server = setupServer(http.get('http://localhost:3000/atsteel/wxLogin/getWxConfig', () => HttpResponse.json({ code: 0, data: config, msg: '' })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** The SVG's dark modules as pixels with a quiet zone, for a QR reader. */
function decode(svg: Element): string | undefined {
  const modules = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const scale = 4;
  const width = (modules + 8) * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  const d = svg.querySelectorAll('path')[1].getAttribute('d')!;
  for (const [, x, y, run] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g))
    for (let px = (Number(x) + 4) * scale; px < (Number(x) + Number(run) + 4) * scale; px++)
      for (let py = (Number(y) + 4) * scale; py < (Number(y) + 5) * scale; py++) pixels.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
  return jsQR(pixels, width, width)?.data;
}

describe('WechatLogin', () => {
  it('shows a QR code of the localized authorisation address, named by the scan hint, in English', async () => {
    renderWithProviders(<WechatLogin target={() => '/my/info'} />, { locale: 'en' });
    const qr = await screen.findByRole('img', { name: 'Scan the QR code with WeChat to sign in' }, { timeout: 5000 });
    expect(decode(qr)).toBe(`http://localhost:3000/en${config.authorizeUrl}`);
    expect(screen.getByTestId('wechat-open')).toHaveTextContent('Open the sandbox scan page');
  });

  it('names the code in Chinese on the Chinese site', async () => {
    renderWithProviders(<WechatLogin target={() => '/my/info'} />, { locale: 'zh' });
    const qr = await screen.findByRole('img', { name: '请使用微信扫描二维码登录' }, { timeout: 5000 });
    expect(decode(qr)).toBe(`http://localhost:3000${config.authorizeUrl}`);
  });
});
