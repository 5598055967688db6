import { sanitizeRichText } from '@/lib/security/rich-text';
import { completeAddress, isAllowedAddress } from './links';

const ADDRESSES = [
  'https://www.gb688.cn/',
  'http://example.com/a?b=1&c=2',
  'HTTPS://EXAMPLE.COM',
  'mailto:service@example.com',
  '/mind/mindIndex',
  'relative/path',
  '#part-2',
  '?page=2',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java<!-- x -->script:alert(1)',
  'data:text/html,x',
  'vbscript:msgbox(1)',
  'ftp://example.com/file',
  'tel:+8610',
  '//evil.example/x',
  '\\\\evil.example\\x',
  '/\\evil.example',
];

describe('the addresses the editor lets a link or an image have', () => {
  it('are exactly those the sanitiser keeps on a link', () => {
    for (const href of ADDRESSES) {
      const kept = sanitizeRichText(`<a href="${href.replace(/"/g, '&quot;')}">x</a>`).includes('href=');
      expect([href, isAllowedAddress(href)]).toEqual([href, kept]);
    }
  });

  it('are exactly those the sanitiser keeps on an image: paths on the portal only', () => {
    for (const src of ADDRESSES) {
      const kept = sanitizeRichText(`<img src="${src.replace(/"/g, '&quot;')}">`).includes('src=');
      expect([src, isAllowedAddress(src, [])]).toEqual([src, kept]);
    }
  });

  it('are never empty', () => {
    expect(isAllowedAddress('')).toBe(false);
    expect(isAllowedAddress('   ')).toBe(false);
    expect(isAllowedAddress(null)).toBe(false);
  });

  it('are completed as people type them: a host gets https, an e-mail address mailto', () => {
    expect(completeAddress(' www.gb688.cn/std ')).toBe('https://www.gb688.cn/std');
    expect(completeAddress('example.com')).toBe('https://example.com');
    expect(completeAddress('service@example.com')).toBe('mailto:service@example.com');
    expect(completeAddress('/mind/mindIndex')).toBe('/mind/mindIndex');
    expect(completeAddress('#top')).toBe('#top');
    expect(completeAddress('https://x.cn')).toBe('https://x.cn');
    expect(completeAddress('javascript:alert(1)')).toBe('javascript:alert(1)');
    expect(completeAddress('notes')).toBe('notes');
  });
});
