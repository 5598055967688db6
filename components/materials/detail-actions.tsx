'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { NavLink } from '@/components/layout/nav-link';
import { toast } from '@/components/ui/plain/toast';
import { materialCalls } from '@/lib/api/calls/materials';
import { request } from '@/lib/api/client';
import { useSession } from '@/lib/session/use-session';
import { AddToBoardButton } from '@/components/ui/compare-board/add-to-board-button';
import { useViewer } from './viewer-detail';

/**
 * Actions on one material: add to the comparison board, its similar materials and the favourite
 * button (signed-in). Keyed by the viewer's favourite flag, which arrives after the cached page.
 */
export function DetailActions() {
  const viewer = useViewer();
  return <Actions key={`${viewer.id}:${viewer.isFavorite}`} />;
}

function Actions() {
  const t = useTranslations('MaterialPages.detail');
  const { id, family, grade, system, isFavorite } = useViewer();
  const { ready, signedIn } = useSession();
  const [favorite, setFavorite] = useState(isFavorite);
  const [busy, setBusy] = useState(false);

  async function toggle() {
    setBusy(true);
    try {
      if (favorite) {
        await request(materialCalls.removeFavorite, { materialId: id });
        setFavorite(false);
        toast.success(t('favoriteRemoved'));
      } else {
        await request(materialCalls.addFavorite, { materialId: id });
        setFavorite(true);
        toast.success(t('favoriteAdded'));
      }
    } catch {
      /* the client already showed the server's message */
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mat-detail-head__tools" data-testid="detail-actions">
      <AddToBoardButton item={{ id: String(id), type: family, grade, system }} similarHref />
      {/* The slot keeps its size while the session is read (the page is cached, the same for everyone). */}
      <span className="mat-favorite-slot" data-testid="favorite-slot" data-ready={ready ? 'true' : 'false'}>
        {signedIn ? (
          <button
            type="button"
            className={`button${favorite ? '' : ' button--primary'}`}
            disabled={busy}
            aria-busy={busy}
            onClick={toggle}
            aria-pressed={favorite}
            data-testid="favorite-button"
          >
            {favorite ? `★ ${t('favorited')}` : `☆ ${t('favorite')}`}
          </button>
        ) : (
          <NavLink href="/login" className="button" data-testid="favorite-signin" style={ready ? undefined : { visibility: 'hidden' }}>
            ☆ {t('favoriteSignIn')}
          </NavLink>
        )}
      </span>
    </div>
  );
}
