// The trusted-device token an MFA sign-in returned when the user ticked 'trust this device': kept in this
// browser's localStorage and sent with the next login, so the server can skip the code here.

const KEY = 'cardshop.device-token';

/** The token this browser was given, if any. */
export function storedDeviceToken(): string | undefined {
  try {
    return window.localStorage.getItem(KEY) ?? undefined;
  } catch {
    // No window (server) or storage refused: the browser is simply not trusted.
    return undefined;
  }
}

/** Keeps the token a completed MFA sign-in returned. */
export function storeDeviceToken(token: string): void {
  try {
    window.localStorage.setItem(KEY, token);
  } catch {
    // Private mode or a full quota: the next sign-in asks for a code again.
  }
}
