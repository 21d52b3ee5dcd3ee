import type { Services } from '@cardshop/server/services';
import type { User } from '@cardshop/shared/contracts/auth';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { requestContext, servicesContext } from '../../context.ts';
import {
  ARTIST_TERMS_URL,
  artistTermsRedirect,
  checkPermissions,
  guardRedirect,
  requireLogin,
  requireLoginForAction,
  sessionUser,
} from './guards.ts';

const USER_ID = '11111111-1111-4111-8111-111111111111';

function user(permissions: Record<string, boolean> = {}): User {
  return {
    id: USER_ID,
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    emailVerified: true,
    hasPassword: true,
    address: null,
    address2: null,
    locality: null,
    adminAreaLevel1: null,
    postcode: null,
    country: null,
    permissions,
    access: { artists: [], organisations: [] },
    favourites: {},
    previousSends: {},
    mfa: { totp: false, email: false },
  };
}

/** A load context as the host builds it: the session of the request and the services. */
function contextFor(signedIn: User | null) {
  const context = new RouterContextProvider();
  context.set(requestContext, {
    nonce: 'n',
    wholePage: false,
    session: async () => (signedIn ? { id: 's', userId: signedIn.id } : { id: 's', userId: null }),
    client: { ip: '127.0.0.1', userAgent: null },
    startSession: async () => undefined,
    logError: () => undefined,
  });
  context.set(servicesContext, {
    auth: { userById: async (id: string) => (signedIn && id === signedIn.id ? signedIn : null) },
  } as unknown as Services);
  return context;
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('expected a redirect');
}

describe('checkPermissions', () => {
  it('needs every entry, each met by any of its | alternatives', () => {
    const manager = user({ campaigns: true, reports: true });
    expect(checkPermissions(manager, ['campaigns'])).toBe(true);
    expect(checkPermissions(manager, ['campaigns', 'artwork|reports'])).toBe(true);
    expect(checkPermissions(manager, ['campaigns', 'artwork'])).toBe(false);
    expect(checkPermissions(manager, ['billing|artwork'])).toBe(false);
  });

  it('grants a route without requirements to anyone, and nothing else to the signed out', () => {
    expect(checkPermissions(null, [])).toBe(true);
    expect(checkPermissions(null, ['campaigns'])).toBe(false);
  });
});

describe('the artist-terms rule', () => {
  it('sends an artist with an outstanding agreement from a flagged route to the terms page', () => {
    expect(artistTermsRedirect({ artistTerms: true }, { artistAgreementRequired: true })).toBe(
      ARTIST_TERMS_URL,
    );
  });

  it('lets everyone else through', () => {
    expect(artistTermsRedirect({ artistTerms: true }, { artistAgreementRequired: false })).toBeNull();
    expect(artistTermsRedirect({ artistTerms: true }, {})).toBeNull();
    expect(artistTermsRedirect({}, { artistAgreementRequired: true })).toBeNull();
  });

  it('never redirects away from the terms page itself', () => {
    const artist = { ...user(), artistAgreementRequired: true };
    expect(guardRedirect(artist, '/studio', { artistTerms: true })).toBe(ARTIST_TERMS_URL);
    expect(guardRedirect(artist, ARTIST_TERMS_URL, { artistTerms: true })).toBeNull();
  });
});

describe('guardRedirect', () => {
  it('sends the signed out to log in and back', () => {
    expect(guardRedirect(null, '/account/profile')).toBe('/login?redirect=%2Faccount%2Fprofile');
  });

  it('sends a user without a required permission to log in, saying why', () => {
    expect(guardRedirect(user(), '/manage', { permissions: ['campaigns'] })).toBe(
      '/login?redirect=%2Fmanage&reason=permission-denied',
    );
  });

  it('lets a permitted user through', () => {
    expect(guardRedirect(user({ campaigns: true }), '/manage', { permissions: ['campaigns'] })).toBeNull();
  });
});

describe('requireLogin in a route loader', () => {
  it('answers the session’s user', async () => {
    const ada = user();
    await expect(requireLogin(new Request('http://shop.test/account'), contextFor(ada))).resolves.toEqual(
      ada,
    );
  });

  it('looks the user up once a request, however many loaders ask', async () => {
    const ada = user();
    const context = contextFor(ada);
    let lookups = 0;
    context.set(servicesContext, {
      auth: {
        userById: async () => {
          lookups += 1;
          return ada;
        },
      },
    } as unknown as Services);
    const [fromRoot, fromGuard] = await Promise.all([
      sessionUser(context),
      requireLogin(new Request('http://shop.test/account'), context),
    ]);
    expect(fromRoot).toEqual(ada);
    expect(fromGuard).toEqual(ada);
    expect(lookups).toBe(1);
  });

  it('redirects a signed-out request to log in, naming the path and query', async () => {
    const response = await thrown(
      requireLogin(new Request('http://shop.test/account/profile?tab=2'), contextFor(null)),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login?redirect=%2Faccount%2Fprofile%3Ftab%3D2');
  });

  it('redirects when a permission is missing', async () => {
    const response = await thrown(
      requireLogin(new Request('http://shop.test/manage'), contextFor(user()), {
        permissions: ['campaigns'],
      }),
    );
    expect(response.headers.get('location')).toBe('/login?redirect=%2Fmanage&reason=permission-denied');
  });
});

describe('requireLoginForAction in a route action', () => {
  it('looks the user up afresh, leaving the request’s shared look-up to the loaders after it', async () => {
    const ada = user();
    const context = contextFor(ada);
    let lookups = 0;
    context.set(servicesContext, {
      auth: {
        userById: async () => {
          lookups += 1;
          return { ...ada, firstName: `Ada ${lookups}` };
        },
      },
    } as unknown as Services);
    const request = new Request('http://shop.test/account/profile', { method: 'POST' });
    expect((await requireLoginForAction(request, context)).firstName).toBe('Ada 1');
    // The action changed the name: the loaders that follow read it as it is now.
    expect((await sessionUser(context))?.firstName).toBe('Ada 2');
  });

  it('sends a signed-out post to log in and back', async () => {
    const request = new Request('http://shop.test/account/change-password', { method: 'POST' });
    const response = await thrown(requireLoginForAction(request, contextFor(null)));
    expect(response.headers.get('location')).toBe('/login?redirect=%2Faccount%2Fchange-password');
  });
});
