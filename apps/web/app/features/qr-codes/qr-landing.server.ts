import { QrCodeParamsSchema } from '@cardshop/shared/contracts/qr-codes';
import type { RouterContextProvider } from 'react-router';
import { requestFrom, servicesFrom } from '../../context.ts';
import { serviceRefusal } from '../../lib/route-form.ts';
import type { QrLandingPage } from './qr-landing-page.tsx';

// frontend.business.qr-landing (/business/thanks-for-scanning/{id}; decision record 34): the page a
// business's QR code opens. Its loader is where a scan is counted: the service counts a person's GET once
// a visit, never a HEAD, a prefetch (browsers mark them with Sec-Purpose or Purpose) or a known bot.

/** Browsers mark prefetches and prerenders with one of these; Firefox's older one is X-Moz. */
const PURPOSE_HEADERS = ['sec-purpose', 'purpose', 'x-purpose', 'x-moz'];

export async function loadQrLanding(
  request: Request,
  context: Readonly<RouterContextProvider>,
  params: { id?: string },
): Promise<{ page: QrLandingPage; status: number }> {
  const parsed = QrCodeParamsSchema.safeParse(params);
  if (!parsed.success) return { page: { found: false, retryAfter: null }, status: 404 };
  const { client } = requestFrom(context);
  const purpose = PURPOSE_HEADERS.map((name) => request.headers.get(name)).find(Boolean) ?? null;
  try {
    const landing = await servicesFrom(context).qrCodes.landing(parsed.data.id, {
      method: request.method,
      ip: client.ip,
      userAgent: client.userAgent,
      purpose,
    });
    return { page: { found: true, ...landing }, status: 200 };
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (refusal?.status === 404) return { page: { found: false, retryAfter: null }, status: 404 };
    if (refusal?.status === 429) {
      return { page: { found: false, retryAfter: refusal.headers['retry-after'] ?? null }, status: 429 };
    }
    throw error;
  }
}
