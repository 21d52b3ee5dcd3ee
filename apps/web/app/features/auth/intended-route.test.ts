import { describe, expect, it } from 'vitest';
import {
  afterSignInPath,
  localPath,
  loginUrl,
  rememberIntendedRoute,
  returnablePath,
  takeIntendedRoute,
} from './intended-route.ts';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('local paths', () => {
  it('accepts paths of this shop and refuses other hosts', () => {
    expect(localPath('/account/profile?x=1#y')).toBe('/account/profile?x=1#y');
    expect(localPath('//evil.example/')).toBeNull();
    expect(localPath('/\\evil.example/')).toBeNull();
    expect(localPath('https://evil.example/')).toBeNull();
    expect(localPath('')).toBeNull();
    expect(localPath(null)).toBeNull();
  });

  it('reads a path as the browser will follow it, so no disguised host gets through', () => {
    // Browsers drop tabs and line breaks from a URL: '/\t/evil.example' is '//evil.example'.
    expect(localPath('/\t/evil.example/')).toBeNull();
    expect(localPath('/\n/evil.example/')).toBeNull();
    expect(localPath('/\\/evil.example/')).toBeNull();
    expect(localPath('/%2F%2Fevil.example/')).toBe('/%2F%2Fevil.example/');
    expect(localPath('/./account/../favourites')).toBe('/favourites');
    expect(returnablePath('/./login')).toBeNull();
    expect(returnablePath('/LOGIN')).toBeNull();
  });

  it('reads line breaks, backslashes and schemes as a browser would, so none leads off the shop', () => {
    // The attack review's cases of `/login?redirect=…` (%0A, %2F%0A%2Fevil.example, \\evil.example …).
    const foreign = [
      '\n',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/\n\t/evil.example',
      '\\evil.example',
      '/\\evil.example',
      '\\/evil.example',
      'https://evil.example',
      '//evil.example',
      ' //evil.example',
      '\n//evil.example',
      'javascript:alert(1)',
    ];
    expect(foreign.map((value) => localPath(value))).toEqual(foreign.map(() => null));
    expect(foreign.map((value) => afterSignInPath(value, null))).toEqual(foreign.map(() => '/account'));
  });

  it('answers a path a Location header can carry: no line break or control character survives', () => {
    expect(localPath('/favourites\n')).toBe('/favourites');
    expect(localPath('/account\r\n/orders')).toBe('/account/orders');
    expect(localPath('/\n')).toBe('/');
    expect(localPath('/cards?q=a\nb')).toBe('/cards?q=ab');
    expect(localPath('/cards?q=\u2028')).toBe('/cards?q=%E2%80%A8');
    expect(localPath('/\u0000')).toBe('/');
    expect(localPath('/a\u0000b')).toBe('/a%00b');
  });

  it('never returns to a sign-in page, which would loop', () => {
    expect(returnablePath('/login?redirect=/account')).toBeNull();
    expect(returnablePath('/logout')).toBeNull();
    expect(returnablePath('/verify-email/a/b')).toBeNull();
    expect(returnablePath('/login-help')).toBe('/login-help');
  });
});

describe('the login URL', () => {
  it('names the page to come back to', () => {
    expect(loginUrl('/account/profile')).toBe('/login?redirect=%2Faccount%2Fprofile');
    expect(loginUrl('/favourites?page=2')).toBe('/login?redirect=%2Ffavourites%3Fpage%3D2');
  });

  it('names no foreign or sign-in page', () => {
    expect(loginUrl('https://evil.example/')).toBe('/login');
    expect(loginUrl('/logout')).toBe('/login');
  });

  it('says why when a permission was missing', () => {
    expect(loginUrl('/manage', 'permission-denied')).toBe(
      '/login?redirect=%2Fmanage&reason=permission-denied',
    );
  });
});

describe('after signing in', () => {
  it('goes to the ?redirect= page first, then the remembered one, else the account dashboard', () => {
    expect(afterSignInPath('/favourites', '/account/profile')).toBe('/favourites');
    expect(afterSignInPath(null, '/account/profile')).toBe('/account/profile');
    expect(afterSignInPath('https://evil.example/', null)).toBe('/account');
    expect(afterSignInPath(null, null)).toBe('/account');
  });

  it('restores a remembered page once', () => {
    const store = memoryStore();
    rememberIntendedRoute('/account/security', store);
    expect(takeIntendedRoute(store)).toBe('/account/security');
    expect(takeIntendedRoute(store)).toBeNull();
  });

  it('does not remember the login page itself', () => {
    const store = memoryStore();
    rememberIntendedRoute('/cards', store);
    rememberIntendedRoute('/login', store);
    expect(takeIntendedRoute(store)).toBe('/cards');
  });
});
