// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import type { Traceability } from '@/lib/research-data/contract';
import { renderWithProviders } from '@/tests/render';
import { RdTraceability } from './rd-traceability';

const version = { version: 2, hash: 'a'.repeat(64), previous: 'b'.repeat(64), time: '2026-11-25T08:00:00.000Z', keyId: '00aa71657897bff1', signature: 'c2ln', changes: [
    { field: 'composition', before: 'C 0.16 %', after: 'C 0.18 %; Mn 1.4 %', items: [{ key: 'C', before: '0.16 %', after: '0.18 %' }, { key: 'Mn', before: null, after: '1.4 %' }] },
    { field: 'experimentType', before: 'tensile', after: 'impact' },
  ] };
const trace = (verified: boolean): Traceability => ({
  versions: [version],
  publicKeyPem: '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA\n-----END PUBLIC KEY-----\n',
  keyId: '00aa71657897bff1',
  verified,
  problems: verified ? [] : [{ version: 2, kind: 'hash' }, { version: 2, kind: 'signature' }],
  bundle: true,
});

describe('the traceability panel', () => {
  it('shows a version’s changes field by field and row by row, with names instead of codes, never JSON (English)', () => {
    renderWithProviders(<RdTraceability id={7} code="RD-000007" trace={trace(true)} />, { locale: 'en' });
    const items = screen.getAllByTestId('rd-change-item').map((li) => li.textContent);
    expect(items).toEqual(['C 0.16 % → 0.18 %', 'Mn added: 1.4 %']);
    const rows = screen.getAllByTestId('rd-change').map((tr) => tr.textContent);
    expect(rows[1]).toContain('Experiment type');
    expect(rows[1]).toContain('Tensile test');
    expect(rows[1]).toContain('Impact test');
    expect(rows.join(' ')).not.toMatch(/[{}"]/);
    expect(screen.getByTestId('rd-verifier')).toHaveTextContent('Download the verifier (verify-provenance.mjs)');
  });

  it('says the verification failed, naming the version, when the stored data no longer matches (English)', () => {
    renderWithProviders(<RdTraceability id={7} code="RD-000007" trace={trace(false)} />, { locale: 'en' });
    expect(screen.getByTestId('rd-verification-failed').textContent).toBe('Verification failed: the stored data no longer matches its signature (version 2)');
    expect(screen.queryByTestId('rd-verified')).toBeNull();
  });

  it('shows hash, key, signature, the changed field and the bundle with the offline command (Chinese)', () => {
    renderWithProviders(<RdTraceability id={7} code="RD-000007" trace={trace(true)} />, { locale: 'zh' });
    expect(screen.getByTestId('rd-verified').textContent).toContain('验证通过');
    expect(screen.getByTestId('rd-hash').textContent).toBe(version.hash);
    expect(screen.getByText('化学成分')).toBeTruthy();
    expect(screen.getByTestId('rd-bundle').getAttribute('href')).toBe('/atsteel/researchData/bundle?id=7');
    expect(screen.getByText('node verify-provenance.mjs RD-000007-provenance.json')).toBeTruthy();
    // The verifier itself is offered for download beside the bundle and the keys.
    expect(screen.getByTestId('rd-verifier').getAttribute('href')).toBe('/atsteel/researchData/verifier');
    expect(screen.getByTestId('rd-verifier').getAttribute('download')).toBe('verify-provenance.mjs');
    // The platform's key file goes beside the bundle: the verifier trusts only those keys.
    expect(screen.getByTestId('rd-keys').getAttribute('href')).toBe('/.well-known/atsteel-provenance-keys.json');
    expect(screen.getByTestId('rd-keys').getAttribute('download')).toBe('atsteel-provenance-keys.json');
    expect(screen.getByText(/只信任平台发布的公钥/)).toBeTruthy();
    // The version's time in China time and Chinese, never the stored ISO UTC text (issue 29 item 6).
    const time = document.querySelector('time')!;
    expect(time.textContent).toBe('2026年11月25日 16:00:00');
    expect(time.getAttribute('dateTime')).toBe(version.time);
  });
});
