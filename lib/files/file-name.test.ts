import { attachmentDisposition, MAX_FILE_NAME, sanitizeFileName } from './file-name';

describe('sanitizeFileName', () => {
  it('keeps only the last path segment and no ..', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('..\\..\\windows\\win.ini')).toBe('win.ini');
    expect(sanitizeFileName('..')).toBe('file');
    expect(sanitizeFileName('a..b.png')).toBe('a.b.png');
    expect(sanitizeFileName('.htaccess')).toBe('htaccess');
  });

  it('drops NUL, CR/LF and other controls', () => {
    expect(sanitizeFileName('x.php\u0000.png')).toBe('x.php.png');
    expect(sanitizeFileName('report\r\nSet-Cookie: a=b.pdf')).toBe('reportSet-Cookie_ a=b.pdf');
    expect(sanitizeFileName('tab\there\u007f\u0085.txt')).toBe('tabhere.txt');
  });

  it('drops bidi overrides so the extension shown is the real one', () => {
    expect(sanitizeFileName('invoice\u202Egpj.exe')).toBe('invoicegpj.exe');
    expect(sanitizeFileName('a\u2066b\u2069\u200Bc.pdf')).toBe('abc.pdf');
  });

  it('keeps Chinese names and cuts long names at 255 characters with the extension', () => {
    expect(sanitizeFileName('检测报告 2024.pdf')).toBe('检测报告 2024.pdf');
    const long = sanitizeFileName(`${'长'.repeat(400)}.xlsx`);
    expect([...long]).toHaveLength(MAX_FILE_NAME);
    expect(long.endsWith('.xlsx')).toBe(true);
  });

  it('drops unpaired surrogates and reserved characters', () => {
    expect(sanitizeFileName('a\ud800b<c>:"|?*.png')).toBe('ab_c______.png');
  });
});

describe('attachmentDisposition', () => {
  it('sends an ASCII fallback and the UTF-8 name (RFC 6266)', () => {
    expect(attachmentDisposition('检测报告 (1).pdf')).toBe(`attachment; filename="____ (1).pdf"; filename*=UTF-8''%E6%A3%80%E6%B5%8B%E6%8A%A5%E5%91%8A%20%281%29.pdf`);
    expect(attachmentDisposition("it's a\"b.txt")).toBe(`attachment; filename="it's a_b.txt"; filename*=UTF-8''it%27s%20a_b.txt`);
  });

  it('never lets a name break the header', () => {
    const header = attachmentDisposition('x\r\nContent-Type: text/html\u0000.png');
    expect(header).not.toMatch(/[\r\n\u0000]/);
  });
});
