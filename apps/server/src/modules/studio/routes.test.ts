import type { StudioDashboard, StudioSubmission, StudioTerms } from '@cardshop/shared/contracts/studio';
import { requiredPixels } from '@cardshop/shared/rules/custom-artwork';
import { ARTIST_TERMS_VERSION, monthOf } from '@cardshop/shared/rules/studio';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  artistCardSubmissions,
  artistPayouts,
  artists,
  artistTermsAgreements,
  cardSizes,
  cards,
  favourites,
  journeyEvents,
  orderItems,
  orders,
  users,
} from '../../db/schema.ts';
import { DEMO_ARTIST_PASSWORD, demoArtistEmail } from '../../seed/artist-accounts.ts';
import { createTestApp } from '../../test/test-app.ts';
import {
  createUser,
  dataOf,
  errorsOf,
  messagesOf,
  signIn,
  type TestApp,
  type TestBrowser,
} from '../auth/test-helpers.ts';

// The artists' studio through the API (decision 0038): who may call it (signed out 401, no artist 403),
// the terms gate (nothing but the terms opens until the artist agreed to the version in force), the
// dashboard counting only the artist's own cards' views, favourites and paid sales, a new card's upload
// checked as custom artwork and kept out of the catalogue, another artist's submission a 404, and the
// profile's validated social links.

let t: TestApp;
let artistA: { id: string; slug: string };
let artistB: { id: string; slug: string };
let a: TestBrowser;
let b: TestBrowser;
let shopper: TestBrowser;
let needed: { width: number; height: number };

beforeAll(async () => {
  t = await createTestApp({ cards: 40 });
  const db = t.database.db;
  const rows = await db
    .select({ id: artists.id, slug: artists.slug })
    .from(artists)
    .orderBy(asc(artists.sort));
  const withCards = [];
  for (const row of rows) {
    const [card] = await db.select({ id: cards.id }).from(cards).where(eq(cards.artistId, row.id)).limit(1);
    if (card) withCards.push(row);
  }
  expect(withCards.length).toBeGreaterThan(1);
  [artistA, artistB] = withCards as [typeof artistA, typeof artistB];
  // The demo artists sign in with the seeded accounts.
  a = await signIn(t, { email: demoArtistEmail(artistA.slug), password: DEMO_ARTIST_PASSWORD });
  b = await signIn(t, { email: demoArtistEmail(artistB.slug), password: DEMO_ARTIST_PASSWORD });
  shopper = await signIn(t, await createUser(t));
  const [folded] = await db.select().from(cardSizes).where(eq(cardSizes.id, 'folded'));
  if (!folded) throw new Error('no folded size');
  needed = requiredPixels(folded);
});
afterAll(() => t.close());

/** A photo-like JPEG of the given size. */
function picture(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 90 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** Posts a new card: the front's bytes as the body, its details in the query. */
function submit(browser: TestBrowser, bytes: Buffer, query: Record<string, string>) {
  return postBytes(browser, `/api/studio/cards?${new URLSearchParams(query)}`, bytes);
}

/** Posts a file's bytes as the body, as the studio's pages (or any client) do. */
function postBytes(browser: TestBrowser, url: string, bytes: Buffer) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: bytes,
    headers: {
      'content-type': 'image/jpeg',
      cookie: browser.cookie ?? '',
      'x-csrf-token': browser.csrfToken ?? '',
    },
    remoteAddress: browser.ip,
  });
}

const DETAILS = {
  size: 'folded',
  title: 'Harbour at dawn',
  description: 'Boats in the morning light.',
  tags: 'Sea, boats, sea',
};

async function agree(browser: TestBrowser) {
  const response = await browser.post('/api/studio/terms/agree', {
    version: ARTIST_TERMS_VERSION,
    agree: true,
  });
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<StudioTerms>(response);
}

describe('who may use the studio', () => {
  it('answers 401 signed out and 403 to a user who manages no artist', async () => {
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/studio/dashboard' });
    expect(signedOut.statusCode).toBe(401);
    for (const url of ['/api/studio/terms', '/api/studio/dashboard', '/api/studio/profile']) {
      const response = await shopper.get(url);
      expect(response.statusCode, url).toBe(403);
      expect(messagesOf(response)).toContain('global.errors.permission-denied');
    }
    const agreeing = await shopper.post('/api/studio/terms/agree', {
      version: ARTIST_TERMS_VERSION,
      agree: true,
    });
    expect(agreeing.statusCode).toBe(403);
    expect(await t.database.db.select().from(artistTermsAgreements)).toHaveLength(0);
  });
});

describe('the terms gate', () => {
  it('opens nothing but the terms until the artist agrees, then records the version and date', async () => {
    const terms = dataOf<StudioTerms>(await a.get('/api/studio/terms'));
    expect(terms).toMatchObject({ version: ARTIST_TERMS_VERSION, required: true, agreedAt: null });
    expect(terms.artist.id).toBe(artistA.id);

    for (const url of ['/api/studio/dashboard', '/api/studio/profile']) {
      const response = await a.get(url);
      expect(response.statusCode, url).toBe(403);
      expect(messagesOf(response)).toContain('studio.errors.terms-required');
    }
    const early = await submit(a, await picture(needed.width, needed.height), DETAILS);
    expect(early.statusCode).toBe(403);
    expect(await t.database.db.select().from(artistCardSubmissions)).toHaveLength(0);

    const agreed = await agree(a);
    expect(agreed.required).toBe(false);
    expect(agreed.agreedVersion).toBe(ARTIST_TERMS_VERSION);
    const [row] = await t.database.db
      .select()
      .from(artistTermsAgreements)
      .where(eq(artistTermsAgreements.artistId, artistA.id));
    expect(row?.version).toBe(ARTIST_TERMS_VERSION);
    expect(row?.agreedAt.toISOString()).toBe(agreed.agreedAt);
    expect((await a.get('/api/studio/dashboard')).statusCode).toBe(200);
    // Artist A's agreement is not artist B's.
    expect((await b.get('/api/studio/dashboard')).statusCode).toBe(403);
  });

  it('refuses other terms than those in force, and an agreement without the tick (422)', async () => {
    const stale = await b.post('/api/studio/terms/agree', { version: '2001-01', agree: true });
    expect(stale.statusCode).toBe(422);
    expect(errorsOf(stale).version).toEqual(['validation.terms-version']);
    const unticked = await b.post('/api/studio/terms/agree', { version: ARTIST_TERMS_VERSION, agree: false });
    expect(unticked.statusCode).toBe(422);
    expect(Object.keys(errorsOf(unticked))).toContain('agree');
    expect(dataOf<StudioTerms>(await b.get('/api/studio/terms')).required).toBe(true);
  });
});

describe('the dashboard', () => {
  it("counts only the artist's own cards' views, favourites and paid sales, with the royalty", async () => {
    const db = t.database.db;
    const [cardA] = await db
      .select({ id: cards.id })
      .from(cards)
      .where(eq(cards.artistId, artistA.id))
      .limit(1);
    const [cardB] = await db
      .select({ id: cards.id })
      .from(cards)
      .where(eq(cards.artistId, artistB.id))
      .limit(1);
    if (!cardA || !cardB) throw new Error('no cards');
    const now = new Date();
    const paid = async (status: 'paid' | 'open', cardId: string, quantity: number, unitPrice: number) => {
      const [order] = await db
        .insert(orders)
        .values({
          tokenHash: 'x',
          regionId: 1,
          currencyCode: 'AUD',
          status,
          paidAt: status === 'paid' ? now : null,
        })
        .returning({ id: orders.id });
      if (!order) throw new Error('no order');
      await db.insert(orderItems).values({
        orderId: order.id,
        tokenHash: 'x',
        cardId,
        cardSize: 'folded',
        quantity,
        unitPrice,
        address: {},
      });
    };
    await paid('paid', cardA.id, 3, 600);
    await paid('paid', cardA.id, 1, 700);
    await paid('open', cardA.id, 5, 600);
    await paid('paid', cardB.id, 9, 900);
    const [fan] = await db.select({ id: users.id }).from(users).limit(1);
    if (!fan) throw new Error('no user');
    await db.insert(favourites).values({ userId: fan.id, cardId: cardA.id });
    // Views count once a visit and day: two visits saw card A (one of them three times), one saw card B,
    // and a view that came without a visit is not counted.
    const viewOf = (cardId: string, session: string | null) => ({
      category: 'product',
      event: 'view',
      label: cardId,
      uri: '/x',
      occurredAt: now,
      session,
    });
    await db
      .insert(journeyEvents)
      .values([
        viewOf(cardA.id, 'visit-one'),
        viewOf(cardA.id, 'visit-one'),
        viewOf(cardA.id, 'visit-one'),
        viewOf(cardA.id, 'visit-two'),
        viewOf(cardA.id, null),
        viewOf(cardB.id, 'visit-one'),
      ]);
    await db
      .insert(artistPayouts)
      .values({ artistId: artistA.id, currencyCode: 'AUD', amount: 100, period: '2026-01' });

    const dashboard = dataOf<StudioDashboard>(await a.get('/api/studio/dashboard'));
    expect(dashboard.artist.id).toBe(artistA.id);
    expect(dashboard.months).toHaveLength(12);
    const month = dashboard.months.find((entry) => entry.month === monthOf(now));
    // 3 × 600 + 1 × 700 = 2500 sold; 12.5 % is 312 (rounded down).
    expect(month).toEqual({
      month: monthOf(now),
      views: 2,
      favourites: 1,
      sales: 4,
      earnings: [{ currency: 'AUD', value: 312 }],
    });
    expect(dashboard.cards.map((card) => card.id)).not.toContain(cardB.id);
    expect(dashboard.cards.find((card) => card.id === cardA.id)).toMatchObject({
      views: 2,
      favourites: 1,
      sales: 4,
    });
    expect(dashboard.earned).toEqual([{ currency: 'AUD', value: 312 }]);
    expect(dashboard.paidOut).toEqual([{ currency: 'AUD', value: 100 }]);
    expect(dashboard.owed).toEqual([{ currency: 'AUD', value: 212 }]);
  });
});

describe('a new card', () => {
  it('is checked as custom artwork: too small, not an image or bad details are 422s, nothing stored', async () => {
    const small = await submit(a, await picture(needed.width - 40, needed.height - 40), DETAILS);
    expect(small.statusCode).toBe(422);
    expect(errorsOf(small).file).toEqual(['custom-artwork.errors.too-small']);
    const text = await submit(a, Buffer.from('not a picture at all'), DETAILS);
    expect(text.statusCode).toBe(422);
    expect(errorsOf(text).file).toEqual(['custom-artwork.errors.type']);
    const bare = await submit(a, await picture(needed.width, needed.height), {
      size: 'poster',
      title: '',
      tags: '',
    });
    expect(bare.statusCode).toBe(422);
    expect(Object.keys(errorsOf(bare)).sort()).toEqual(['description', 'size', 'tags', 'title']);
    expect(await t.database.db.select().from(artistCardSubmissions)).toHaveLength(0);
  });

  it('waits for review, outside the catalogue, and is the artist’s alone', async () => {
    const before = await t.database.db.select({ id: cards.id }).from(cards);
    const response = await submit(a, await picture(needed.width + 20, needed.height + 20), DETAILS);
    expect(response.statusCode, response.body).toBe(200);
    const submission = dataOf<StudioSubmission>(response);
    expect(submission).toMatchObject({
      title: 'Harbour at dawn',
      status: 'waiting',
      tags: ['sea', 'boats'],
      size: 'folded',
    });
    // Not a card of the catalogue: not listed, not found by search, not for sale.
    expect(await t.database.db.select({ id: cards.id }).from(cards)).toHaveLength(before.length);
    const search = await t.app.inject({ method: 'GET', url: '/api/cards/all?query=Harbour%20at%20dawn' });
    expect(search.body).not.toContain(submission.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/card/${submission.id}` })).statusCode).toBe(404);
    const dashboard = dataOf<StudioDashboard>(await a.get('/api/studio/dashboard'));
    expect(dashboard.submissions.map((entry) => entry.id)).toEqual([submission.id]);
    // Its front shows to the artist, and to nobody else.
    expect((await a.get(submission.front.src)).statusCode).toBe(200);
    expect((await shopper.get(submission.front.src)).statusCode).toBe(404);

    // Another artist (agreed to the terms) cannot open it: a 404, as an unknown id.
    await agree(b);
    expect((await b.get(`/api/studio/cards/${submission.id}`)).statusCode).toBe(404);
    expect(dataOf<StudioDashboard>(await b.get('/api/studio/dashboard')).submissions).toEqual([]);
    expect((await a.get(`/api/studio/cards/${submission.id}`)).statusCode).toBe(200);
    expect((await a.get('/api/studio/cards/not-an-id')).statusCode).toBe(404);
  });
});

describe('the profile', () => {
  it('saves the bio and social links, refusing links to other sites or not https (422)', async () => {
    const bad = await a.post('/api/studio/profile', {
      bio: 'x',
      facebookUrl: 'https://evil.example.com/facebook.com',
      twitterUrl: 'javascript:alert(1)',
      instagramUrl: 'http://instagram.com/me',
    });
    expect(bad.statusCode).toBe(422);
    expect(errorsOf(bad)).toEqual({
      facebookUrl: ['validation.social-url'],
      twitterUrl: ['validation.social-url'],
      instagramUrl: ['validation.social-url'],
    });
    const saved = await a.post('/api/studio/profile', {
      bio: 'I paint <boats>.\n\nMostly at dawn.',
      facebookUrl: 'https://www.facebook.com/harbour',
      twitterUrl: '',
      instagramUrl: 'https://instagram.com/harbour',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await t.database.db.select().from(artists).where(eq(artists.id, artistA.id));
    expect(row).toMatchObject({
      bio: '<p>I paint &lt;boats&gt;.</p><p>Mostly at dawn.</p>',
      facebookUrl: 'https://www.facebook.com/harbour',
      twitterUrl: null,
      instagramUrl: 'https://instagram.com/harbour',
    });
    expect(dataOf<{ bio: string }>(await a.get('/api/studio/profile')).bio).toBe(
      'I paint <boats>.\n\nMostly at dawn.',
    );
    // Artist B's profile is untouched.
    const [other] = await t.database.db.select().from(artists).where(eq(artists.id, artistB.id));
    expect(other?.facebookUrl).not.toBe('https://www.facebook.com/harbour');
  });
});

describe('the logo and portrait', () => {
  it("replace the drawn logo on the artist's pages, checked as a card logo is", async () => {
    const logoUrl = `/images/artists/${artistA.id}/logo.svg`;
    const drawn = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(drawn.statusCode).toBe(200);
    expect(drawn.body).not.toContain('data:image/png');

    const tiny = await postBytes(a, '/api/studio/profile/logo', await picture(120, 80));
    expect(tiny.statusCode).toBe(422);
    expect(errorsOf(tiny).file).toEqual(['custom-artwork.errors.logo-too-small']);
    const notPicture = await postBytes(a, '/api/studio/profile/portrait', Buffer.from('%PDF-1.4'));
    expect(notPicture.statusCode).toBe(422);
    expect(errorsOf(notPicture).file).toEqual(['custom-artwork.errors.type']);

    expect((await postBytes(a, '/api/studio/profile/logo', await picture(600, 400))).statusCode).toBe(200);
    const uploaded = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(uploaded.headers['content-type']).toContain('image/svg+xml');
    expect(uploaded.body).toContain('data:image/png;base64,');
    // Until a portrait is uploaded, the artist page's portrait is the logo.
    const portraitUrl = `/images/artists/${artistA.id}/portrait.svg`;
    expect((await t.app.inject({ method: 'GET', url: portraitUrl })).body).toContain(
      'data:image/png;base64,',
    );
    expect((await postBytes(a, '/api/studio/profile/portrait', await picture(500, 500))).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: portraitUrl })).body).toContain(
      'data:image/jpeg;base64,',
    );

    // Another artist's pictures are untouched; a user without an artist cannot upload.
    expect(
      (await t.app.inject({ method: 'GET', url: `/images/artists/${artistB.id}/logo.svg` })).body,
    ).not.toContain('data:image');
    expect((await postBytes(shopper, '/api/studio/profile/logo', await picture(600, 400))).statusCode).toBe(
      403,
    );
  });
});
