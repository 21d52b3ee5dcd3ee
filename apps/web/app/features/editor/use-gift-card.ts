import type { GiftCardDetail } from '@cardshop/shared/contracts/gift-cards';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api.ts';

/**
 * The gift card of this id as the gift-card pages show it (name, currency, image), for the editor to name
 * the gift card it carries; null while it loads, when it fails, or without an id.
 */
export function useGiftCard(id: string | null): GiftCardDetail | null {
  const [loaded, setLoaded] = useState<GiftCardDetail | null>(null);
  useEffect(() => {
    if (!id) return;
    let live = true;
    api<GiftCardDetail>(`/api/gift-cards/${encodeURIComponent(id)}`, { cacheable: true }).then(
      (card) => live && setLoaded(card),
      () => live && setLoaded(null),
    );
    return () => {
      live = false;
    };
  }, [id]);
  return id && loaded?.id === id ? loaded : null;
}
