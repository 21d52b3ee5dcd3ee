import type { CardDetail } from '@cardshop/shared/contracts/catalogue';
import type { CardDraft } from '@cardshop/shared/contracts/compose';

export interface ComposePanelProps {
  draft: CardDraft;
  onDraftChange: (next: CardDraft) => void;
  card: CardDetail;
  /** Field errors of the layout the server refused, keyed by path under `layout.`. */
  onLayoutErrors: (errors: Record<string, string[]>) => void;
}

// The recipient, sender, schedule and shipping of the card being written, and adding it to the cart.
// A placeholder: the composing panel takes this place.
export function ComposePanel(_props: ComposePanelProps) {
  return null;
}
