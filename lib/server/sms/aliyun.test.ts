import { AliyunSmsProvider, signAliyunQuery } from './aliyun';

describe('signAliyunQuery', () => {
  it('signs the canonical query as in the Aliyun RPC documentation example', () => {
    // Example of https://help.aliyun.com/document_detail/315526.html (signature version 1.0).
    const query = signAliyunQuery(
      {
        AccessKeyId: 'testId',
        Action: 'SendSms',
        Format: 'XML',
        OutId: '123',
        PhoneNumbers: '15300000001',
        RegionId: 'cn-hangzhou',
        SignName: '阿里云短信测试专用',
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
        SignatureVersion: '1.0',
        TemplateCode: 'SMS_71390007',
        TemplateParam: '{"customer":"test"}',
        Timestamp: '2017-07-12T02:42:19Z',
        Version: '2017-05-25',
      },
      'testSecret',
    );
    expect(query.startsWith('Signature=zJDF%2BLrzhj%2FThnlvIToysFRq6t4%3D&AccessKeyId=testId&Action=SendSms')).toBe(true);
  });
});

describe('AliyunSmsProvider.notify (company invitations)', () => {
  const config = { accessKeyId: 'id', accessKeySecret: 'secret', signName: '钢铁门户', templateCode: 'SMS_CODE' };
  const notice = { mobile: '13900000000', kind: 'companyInvite' as const, params: { company: '示范钢铁', link: 'https://example.com/register?invite=abc' }, locale: 'zh' as const };

  afterEach(() => vi.unstubAllGlobals());

  it('refuses without an invitation template, so the caller reports the SMS as not sent', async () => {
    await expect(new AliyunSmsProvider(config).notify(notice)).rejects.toThrow(/SMS_INVITE_TEMPLATE_CODE/);
  });

  it('sends the invitation template with the company and the link', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ Code: 'OK' })));
    vi.stubGlobal('fetch', fetch);
    await new AliyunSmsProvider({ ...config, inviteTemplateCode: 'SMS_INVITE' }).notify(notice);
    const url = new URL(String((fetch.mock.calls[0] as unknown[])[0]));
    expect(url.searchParams.get('TemplateCode')).toBe('SMS_INVITE');
    expect(JSON.parse(url.searchParams.get('TemplateParam')!)).toEqual(notice.params);
    expect(url.searchParams.get('PhoneNumbers')).toBe('13900000000');
  });
});
