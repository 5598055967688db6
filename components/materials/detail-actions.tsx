'use client';
import { App, Button } from 'antd';
import '@/styles/antd/app.css';
import '@/styles/antd/button.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { collectionApi } from '@/lib/api/materials';
import { type MaterialDetail } from '@/lib/materials/contract';
import { NavLink } from '@/components/layout/nav-link';
import { useSession } from '@/lib/session/use-session';
import { AddToBoardButton } from '@/components/ui/compare-board/add-to-board-button';

/**
 * Actions on one material: the favourite button (signed-in). The comparison button of the
 * comparison board is added here by its own feature, next to the favourite.
 */
export function DetailActions({ detail }: { detail: Pick<MaterialDetail, 'id' | 'isFavorite'> & Partial<Pick<MaterialDetail, 'family' | 'grade' | 'standard'>> }) {
  const t = useTranslations('MaterialPages.detail');
  const { message } = App.useApp();
  const { ready, signedIn } = useSession();
  const [favorite, setFavorite] = useState(detail.isFavorite);
  const [busy, setBusy] = useState(false);

  async function toggle() {
    setBusy(true);
    try {
      if (favorite) {
        await collectionApi.remove({ materialId: detail.id });
        setFavorite(false);
        message.success(t('favoriteRemoved'));
      } else {
        await collectionApi.add({ materialId: detail.id });
        setFavorite(true);
        message.success(t('favoriteAdded'));
      }
    } catch {
      /* the client already showed the server's message */
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mat-detail-head__tools" data-testid="detail-actions">
      {detail.family && detail.grade ? (
        <AddToBoardButton item={{ id: String(detail.id), type: detail.family, grade: detail.grade, system: detail.standard?.system ?? null }} similarHref />
      ) : null}
      {/* The slot keeps its size while the session is read (the page is cached, the same for everyone). */}
      <span className="mat-favorite-slot" data-testid="favorite-slot" data-ready={ready ? 'true' : 'false'}>
        {signedIn ? (
          <Button type={favorite ? 'default' : 'primary'} loading={busy} onClick={toggle} aria-pressed={favorite} data-testid="favorite-button">
            {favorite ? `★ ${t('favorited')}` : `☆ ${t('favorite')}`}
          </Button>
        ) : (
          <NavLink href="/login" className="button" data-testid="favorite-signin" style={ready ? undefined : { visibility: 'hidden' }}>
            ☆ {t('favoriteSignIn')}
          </NavLink>
        )}
      </span>
    </div>
  );
}
