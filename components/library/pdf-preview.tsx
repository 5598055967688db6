'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { libraryCalls } from '@/lib/api/calls/library';
import { callHref } from '@/lib/api/client';
import { PREVIEW_PAGES } from '@/lib/library/constants';

type State = 'idle' | 'loading' | 'shown' | 'failed';

/**
 * The first pages of a PDF item rendered in the browser with pdf.js (issue 14, screens), before
 * purchase: the server sends only those pages (library/getPreview). pdf.js (about 1 MB) is loaded
 * when the reader asks for the preview, so the detail page stays light; it runs on the page's thread
 * (its worker module is handed over as `globalThis.pdfjsWorker`), without eval.
 */
export function PdfPreview({ id }: { id: number }) {
  const t = useTranslations('Library.detail');
  const [state, setState] = useState<State>('idle');
  const [shown, setShown] = useState(0);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state !== 'loading') return;
    let cancelled = false;
    (async () => {
      const [pdfjs, worker] = await Promise.all([import('pdfjs-dist/legacy/build/pdf.mjs'), import('pdfjs-dist/legacy/build/pdf.worker.mjs')]);
      (globalThis as unknown as { pdfjsWorker: unknown }).pdfjsWorker = worker;
      const doc = await pdfjs.getDocument({ url: callHref(libraryCalls.getPreview, { id }), isEvalSupported: false, verbosity: 0, withCredentials: true }).promise;
      const target = box.current;
      if (!target || cancelled) return;
      target.replaceChildren();
      for (let n = 1; n <= Math.min(doc.numPages, PREVIEW_PAGES); n++) {
        const page = await doc.getPage(n);
        const viewport = page.getViewport({ scale: 1.25 });
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.setAttribute('aria-label', `${n} / ${doc.numPages}`);
        canvas.dataset.testid = 'preview-page';
        target.appendChild(canvas);
        await page.render({ canvas, canvasContext: canvas.getContext('2d')!, viewport }).promise;
      }
      if (!cancelled) {
        setShown(Math.min(doc.numPages, PREVIEW_PAGES));
        setState('shown');
      }
    })().catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
    };
  }, [state, id]);

  return (
    <section className="lib-section" data-testid="library-preview" data-state={state}>
      <h2>{t('preview')}</h2>
      {state === 'idle' ? (
        <button type="button" className="button" onClick={() => setState('loading')} data-testid="preview-open">
          {t('previewOpen')}
        </button>
      ) : (
        <>
          <p className="lib-note">{state === 'failed' ? t('previewError') : state === 'shown' ? t('previewNote', { pages: shown }) : t('previewLoading')}</p>
          <div className="lib-preview">
            {state === 'loading' && <Spinner label={t('previewLoading')} />}
            {/* Filled by pdf.js, never by React: no React child may live in it. */}
            <div className="lib-preview__pages" ref={box} />
          </div>
        </>
      )}
    </section>
  );
}
