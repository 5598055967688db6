'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { NavLink } from '@/components/layout/nav-link';
import { marketCalls } from '@/lib/api/calls/market';
import { request } from '@/lib/api/client';
import { localizePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';
import { PART_FORMATS, type GeneratedFileView } from '@/lib/market/contract';
import { useSession } from '@/lib/session/use-session';

/** A part's dimension table as CSV or XLSX (tui/fileGener, one file per part and format), for signed-in users. */
export function PartDownload({ partId, here }: { partId: number; here: string }) {
  const t = useTranslations('Market.parts');
  const tm = useTranslations('Market');
  const locale = useLocale() as Locale;
  const { ready, signedIn } = useSession();
  const [files, setFiles] = useState<Record<string, GeneratedFileView>>({});
  const [busy, setBusy] = useState(false);

  if (!ready) return null;
  if (!signedIn) {
    return (
      <NavLink className="button" href={`/login?redirect=${encodeURIComponent(localizePath(here, locale))}`}>
        {t('signIn')}
      </NavLink>
    );
  }

  async function generate(format: (typeof PART_FORMATS)[number]) {
    setBusy(true);
    try {
      let file = await request(marketCalls.fileGener, { partId, format });
      for (let i = 0; file.state !== 'ready' && i < 30; i++) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        file = await request(marketCalls.fileCheck, { id: file.id });
      }
      setFiles((f) => ({ ...f, [format]: file }));
    } catch {
      // The API client has shown the reason.
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mkt-formats" data-testid="part-download">
      {PART_FORMATS.map((format) =>
        files[format]?.url ? (
          <a key={format} className="button button--primary" href={files[format].url!} download={files[format].name ?? undefined} data-testid={`part-file-${format}`}>
            {t('open', { format: tm(`formats.${format}`) })}
          </a>
        ) : (
          <button key={format} type="button" className="button" disabled={busy} onClick={() => void generate(format)} data-testid={`part-generate-${format}`}>
            {t('generate', { format: tm(`formats.${format}`) })}
          </button>
        ),
      )}
    </div>
  );
}
