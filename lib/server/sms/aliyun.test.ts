import { signAliyunQuery } from './aliyun';

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
