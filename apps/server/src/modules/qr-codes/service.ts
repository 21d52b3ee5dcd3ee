import { randomUUID } from 'node:crypto';
import type { CardDocument } from '@cardshop/document/schema';
import {
  QR_SCANS_REQUIREMENTS,
  type QrLanding,
  type QrPreviewQuery,
  type QrScans,
  qrLandingPath,
} from '@cardshop/shared/contracts/qr-codes';
import { satisfiesRequirements } from '@cardshop/shared/rules/permissions';
import { qrDrawing, qrSvg } from '@cardshop/shared/rules/qr-geometry';
import QRCode from 'qrcode';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { HttpError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import { createRateLimiter, type RateLimit } from '../../platform/rate-limit.ts';
import type { MembershipService } from '../organisations/service.ts';
import * as store from './store.ts';

// QR codes (issue 19; decision 0034). The preview of a code as it prints; the business codes: when an
// organisation member's card goes into the cart its QR codes are swapped for the organisation's landing
// page (PUBLIC_URL/business/thanks-for-scanning/{id}), which keeps the sender's target, thanks the scanner
// in the organisation's name, links on, and counts the scan; the scans per campaign for the managers.

export type QrCodeService = ReturnType<typeof createQrCodeService>;

/**
 * Previews per client address (a render each); landing-page views per client address; and one scan per
 * visit: the same address opening the same code again within half an hour is the same visit.
 */
export const QR_LIMITS = {
  previewPerIp: { limit: 120, windowSeconds: 60 },
  landingPerIp: { limit: 120, windowSeconds: 600 },
  visit: { limit: 1, windowSeconds: 1800 },
} satisfies Record<string, RateLimit>;

/** What the landing page's request says of itself, to tell a scan from what is not one. */
export interface ScanVisit {
  method: string;
  ip: string;
  userAgent: string | null;
  /** `Sec-Purpose` / `Purpose` / `X-Purpose` / `X-Moz`: browsers mark prefetches and prerenders so. */
  purpose: string | null;
}

// Crawlers and link previewers (a chat app unfurling the address) fetch pages nobody scanned. A light
// check: the common ones name themselves so.
const NOT_A_PERSON =
  /bot\b|bot\/|crawl|spider|slurp|preview|facebookexternalhit|whatsapp|telegram|discord|skype|curl\/|wget\/|python-requests|okhttp/i;

/** Whether a request of the landing page is someone scanning: a GET, not a prefetch, not a known bot. */
export function isScan(visit: Pick<ScanVisit, 'method' | 'userAgent' | 'purpose'>): boolean {
  if (visit.method.toUpperCase() !== 'GET') return false;
  if (visit.purpose && /prefetch|prerender|preview/i.test(visit.purpose)) return false;
  return !visit.userAgent || !NOT_A_PERSON.test(visit.userAgent);
}

const LANDING_ID = /^\/business\/thanks-for-scanning\/([0-9a-f-]{36})$/;

export function createQrCodeService(
  db: Db,
  deps: {
    memberships: Pick<MembershipService, 'currentOf' | 'organisationName'>;
    publicUrl: string;
    clock?: () => Date;
    limits?: Partial<typeof QR_LIMITS>;
  },
) {
  const clock = deps.clock ?? (() => new Date());
  const limits = { ...QR_LIMITS, ...deps.limits };
  const limiter = createRateLimiter(db, clock);
  const publicUrl = deps.publicUrl.replace(/\/+$/, '');
  const landingUrl = (id: string) => `${publicUrl}${qrLandingPath(id)}`;

  /** The code id of one of the shop's own landing addresses, or null for any other address. */
  function landingIdOf(value: string): string | null {
    if (!value.startsWith(`${publicUrl}/`)) return null;
    return LANDING_ID.exec(value.slice(publicUrl.length))?.[1] ?? null;
  }

  async function scansOf(organisationId: string): Promise<QrScans> {
    const campaigns = await store.scansByCampaign(db, organisationId);
    return {
      total: campaigns.reduce((sum, row) => sum + row.scans, 0),
      codes: campaigns.reduce((sum, row) => sum + row.codes, 0),
      campaigns,
    };
  }

  return {
    /**
     * `/qr-preview`: the code of the address in the style, drawn by the rule the editor and the print file
     * draw with, as SVG (or PNG). Limited per client address.
     */
    async preview(
      query: QrPreviewQuery,
      ip: string,
    ): Promise<{ body: string | Buffer; contentType: string }> {
      await limiter.enforce([[`qr-preview:ip:${ip}`, limits.previewPerIp]]);
      let modules: ReturnType<typeof QRCode.create>['modules'];
      try {
        ({ modules } = QRCode.create(query.target, { errorCorrectionLevel: 'M' }));
      } catch {
        throw new ValidationError({ value: ['validation.url'] });
      }
      const drawing = qrDrawing(modules, query.style);
      if (query.format === 'svg') {
        return { body: qrSvg(drawing, { title: query.target }), contentType: 'image/svg+xml; charset=utf-8' };
      }
      const png = await sharp(Buffer.from(qrSvg(drawing, { pixels: query.pixels })))
        .png()
        .toBuffer();
      return { body: png, contentType: 'image/png' };
    },

    /**
     * The QR codes of a card being added to the cart by `userId`: for a member of an organisation, each
     * code's address becomes a new code of the organisation (its landing page, keeping the address as the
     * target); a code already pointing to one of the organisation's landing pages (a card edited again)
     * stays. Anyone else's card is unchanged. Reads only: the new codes are written by `record`, in the
     * transaction that writes the item (asked before it: the embedded database has one connection).
     */
    async swapTargets(input: {
      userId: string | null;
      layout: CardDocument;
      campaignId?: string | null;
    }): Promise<{ layout: CardDocument; codes: store.NewQrCode[] }> {
      const none = { layout: input.layout, codes: [] };
      const hasQr = input.layout.pages.some((page) =>
        page.objects.some((object) => object.type === 'qr-code'),
      );
      if (!input.userId || !hasQr) return none;
      const membership = await deps.memberships.currentOf(input.userId);
      if (!membership) return none;
      const { organisationId } = membership;
      const values = input.layout.pages.flatMap((page) =>
        page.objects.flatMap((object) => (object.type === 'qr-code' ? [object.value] : [])),
      );
      const linked = values.flatMap((value) => landingIdOf(value) ?? []);
      const own = await store.codesOfOrganisation(db, organisationId, linked);
      const codes: store.NewQrCode[] = [];
      const pages = input.layout.pages.map((page) => ({
        ...page,
        objects: page.objects.map((object) => {
          if (object.type !== 'qr-code') return object;
          const existing = landingIdOf(object.value);
          if (existing && own.has(existing)) return object;
          const id = randomUUID();
          codes.push({ id, organisationId, campaignId: input.campaignId ?? null, target: object.value });
          return { ...object, value: landingUrl(id) };
        }),
      }));
      return { layout: { ...input.layout, pages }, codes };
    },

    /** Writes the codes `swapTargets` made, for the order item they are printed on (same transaction). */
    async record(tx: Db, codes: store.NewQrCode[], orderItemId: string | null): Promise<void> {
      await store.insertCodes(tx, codes, orderItemId, clock());
    },

    /**
     * The landing page of a code: the organisation it is in the name of and the sender's target. Counts
     * the visit as a scan when it is one (see isScan), once per visit. An unknown id is a 404.
     */
    async landing(id: string, visit: ScanVisit): Promise<QrLanding> {
      await limiter.enforce([[`qr-landing:ip:${visit.ip}`, limits.landingPerIp]]);
      const code = await store.codeById(db, id);
      const organisation = code ? await deps.memberships.organisationName(code.organisationId) : null;
      if (!code || organisation === null) throw new NotFoundError();
      if (isScan(visit)) {
        const fresh = await limiter.hit(`qr-visit:${code.id}:${visit.ip}`, limits.visit);
        if (fresh.allowed) await store.insertScan(db, code.id, clock());
      }
      return { organisation, target: code.target };
    },

    /** Scans of an organisation's codes, all together and per campaign. */
    scansByCampaign: scansOf,

    /** The scans of the caller's organisation (any management permission; a 403 otherwise). */
    async scans(userId: string): Promise<QrScans> {
      const membership = await deps.memberships.currentOf(userId);
      if (!membership || !satisfiesRequirements(membership.permissions, [...QR_SCANS_REQUIREMENTS])) {
        throw new HttpError(403, 'global.errors.permission-denied');
      }
      return scansOf(membership.organisationId);
    },
  };
}
