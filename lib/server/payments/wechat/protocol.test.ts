import crypto from 'node:crypto';
import { aesGcmDecrypt, aesGcmEncrypt, parseAuthorization, requestMessage, responseMessage, rsaVerify, signRequest, timestampFresh } from './protocol';

/** WeChat Pay API v3 signing, checked against the documented example (pay.weixin.qq.com, "签名生成"). */
describe('WeChat Pay v3 request signing', () => {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });

  it('builds the documented message for GET /v3/certificates', () => {
    expect(requestMessage('GET', '/v3/certificates', '1554208460', '593BEC0C930BF1AFEB40B4A08C8FB242', '')).toBe(
      'GET\n/v3/certificates\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n',
    );
    expect(responseMessage('1554209980', 'c5ac7061fccab6bf3e254dcf98995b8c', '{"data":[]}')).toBe('1554209980\nc5ac7061fccab6bf3e254dcf98995b8c\n{"data":[]}\n');
  });

  it('writes the Authorization header in the documented shape, and its signature verifies over that message', () => {
    const header = signRequest({
      mchid: '1900009191',
      serialNo: '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C',
      privateKey,
      method: 'GET',
      urlPath: '/v3/certificates',
      body: '',
      timestamp: '1554208460',
      nonce: '593BEC0C930BF1AFEB40B4A08C8FB242',
    });
    expect(header).toMatch(
      /^WECHATPAY2-SHA256-RSA2048 mchid="1900009191",nonce_str="593BEC0C930BF1AFEB40B4A08C8FB242",signature="[A-Za-z0-9+/]{342}==",timestamp="1554208460",serial_no="1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C"$/,
    );
    const parts = parseAuthorization(header)!;
    expect(rsaVerify('GET\n/v3/certificates\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n', parts.signature, publicKey)).toBe(true);
    expect(rsaVerify('GET\n/v3/certificates\n1554208461\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n', parts.signature, publicKey)).toBe(false);
  });

  it('reads only well-formed headers with the five fields once each', () => {
    const good = 'WECHATPAY2-SHA256-RSA2048 mchid="1",nonce_str="n",signature="s",timestamp="1",serial_no="x"';
    expect(parseAuthorization(good)).toEqual({ mchid: '1', nonce_str: 'n', signature: 's', timestamp: '1', serial_no: 'x' });
    expect(parseAuthorization(null)).toBeNull();
    expect(parseAuthorization(good.replace('WECHATPAY2-SHA256-RSA2048', 'WECHATPAY2-SHA256-RSA1024'))).toBeNull();
    expect(parseAuthorization(good.replace(',serial_no="x"', ''))).toBeNull();
    expect(parseAuthorization(`${good},mchid="2"`)).toBeNull();
    expect(parseAuthorization(`${good} trailing`)).toBeNull();
  });

  it('takes timestamps less than 5 minutes off as fresh', () => {
    const now = 1_700_000_000_000;
    expect(timestampFresh('1700000000', now)).toBe(true);
    expect(timestampFresh('1699999701', now)).toBe(true);
    expect(timestampFresh('1699999700', now)).toBe(false);
    expect(timestampFresh('1700000300', now)).toBe(false);
    expect(timestampFresh('17e8', now)).toBe(false);
  });
});

describe('AEAD_AES_256_GCM with the API v3 key', () => {
  const key = 'abcdefghijklmnopqrstuvwxyz012345';
  it('round-trips and refuses a flipped bit, another nonce, other associated data or another key', () => {
    const sealed = aesGcmEncrypt('{"trade_state":"SUCCESS"}', key, 'nonce1234567', 'transaction');
    expect(aesGcmDecrypt(sealed, key, 'nonce1234567', 'transaction')).toBe('{"trade_state":"SUCCESS"}');
    const bytes = Buffer.from(sealed, 'base64');
    bytes[0] ^= 0x80;
    expect(() => aesGcmDecrypt(bytes.toString('base64'), key, 'nonce1234567', 'transaction')).toThrow();
    expect(() => aesGcmDecrypt(sealed, key, 'nonce1234568', 'transaction')).toThrow();
    expect(() => aesGcmDecrypt(sealed, key, 'nonce1234567', 'certificate')).toThrow();
    expect(() => aesGcmDecrypt(sealed, 'X'.repeat(32), 'nonce1234567', 'transaction')).toThrow();
    expect(() => aesGcmEncrypt('x', 'short', 'nonce1234567', '')).toThrow(/32 bytes/);
  });
});
