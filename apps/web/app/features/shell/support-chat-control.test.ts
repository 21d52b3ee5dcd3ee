import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatAllowed, registerSupportChat, setSupportChatVisible } from './support-chat-control.ts';

describe('showing and hiding the support chat', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('retries every 500 ms until the chat is mounted, then tells it', async () => {
    const request = setSupportChatVisible(false);
    await vi.advanceTimersByTimeAsync(1_500);
    const chat = vi.fn();
    const release = registerSupportChat(chat);
    expect(chat).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    await expect(request).resolves.toBe(true);
    expect(chat).toHaveBeenCalledExactlyOnceWith(false);
    release();
  });

  it('gives up after 60 tries when no chat mounts', async () => {
    const request = setSupportChatVisible(true);
    await vi.advanceTimersByTimeAsync(59 * 500);
    await expect(request).resolves.toBe(false);
  });

  it('lets a later request supersede one still retrying', async () => {
    const first = setSupportChatVisible(false);
    const second = setSupportChatVisible(true);
    const chat = vi.fn();
    const release = registerSupportChat(chat);
    await vi.advanceTimersByTimeAsync(500);
    await Promise.all([first, second]);
    expect(chat).toHaveBeenCalledExactlyOnceWith(true);
    release();
  });

  it('is hidden by a route handle saying supportChat: false', () => {
    expect(chatAllowed([undefined, { other: 1 }])).toBe(true);
    expect(chatAllowed([undefined, { supportChat: false }])).toBe(false);
  });
});
