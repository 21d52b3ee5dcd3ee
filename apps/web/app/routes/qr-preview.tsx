import { qrPreviewResponse } from '../features/qr-codes/qr-preview.server.ts';
import type { Route } from './+types/qr-preview';

// util.qr-code-preview (/qr-preview): a picture, not a page (decision record 34).
export async function loader({ request, context }: Route.LoaderArgs) {
  return qrPreviewResponse(request, context);
}
