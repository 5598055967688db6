import 'server-only';
import crypto from 'node:crypto';
import type { SmsMessage, SmsNotice, SmsProvider } from './types';

export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** The template of a company invitation (variables `${company}` and `${link}`); without it invitations send no SMS. */
  inviteTemplateCode?: string;
  endpoint?: string;
}

/** RFC 3986 encoding as Aliyun's RPC signature (version 1.0) requires. */
function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The signed query of an Aliyun RPC call (HMAC-SHA1 over the canonicalised GET request). */
export function signAliyunQuery(params: Record<string, string>, secret: string): string {
  const canonical = Object.keys(params)
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k])}`)
    .join('&');
  const toSign = `GET&${percentEncode('/')}&${percentEncode(canonical)}`;
  const signature = crypto.createHmac('sha1', `${secret}&`).update(toSign).digest('base64');
  return `Signature=${percentEncode(signature)}&${canonical}`;
}

/** Aliyun SMS (dysmsapi SendSms) through its signed RPC protocol. */
export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun';

  constructor(private readonly config: AliyunSmsConfig) {}

  async send(message: SmsMessage): Promise<void> {
    await this.sendSms(message.mobile, this.config.templateCode, { code: message.code });
  }

  async notify(notice: SmsNotice): Promise<void> {
    if (!this.config.inviteTemplateCode) throw new Error('SMS_INVITE_TEMPLATE_CODE is not set: no invitation SMS');
    await this.sendSms(notice.mobile, this.config.inviteTemplateCode, notice.params);
  }

  private async sendSms(mobile: string, templateCode: string, templateParam: Record<string, string>): Promise<void> {
    const params: Record<string, string> = {
      AccessKeyId: this.config.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: mobile,
      RegionId: 'cn-hangzhou',
      SignName: this.config.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: crypto.randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: templateCode,
      TemplateParam: JSON.stringify(templateParam),
      Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    const endpoint = this.config.endpoint ?? 'https://dysmsapi.aliyuncs.com';
    const res = await fetch(`${endpoint}/?${signAliyunQuery(params, this.config.accessKeySecret)}`, { signal: AbortSignal.timeout(10000) });
    const body = (await res.json().catch(() => ({}))) as { Code?: string; Message?: string };
    if (!res.ok || body.Code !== 'OK') throw new Error(`Aliyun SMS refused the message: ${body.Code ?? res.status} ${body.Message ?? ''}`);
  }
}
