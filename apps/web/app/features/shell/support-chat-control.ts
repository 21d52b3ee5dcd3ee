import { CHAT_RETRY, retryUntil } from '@cardshop/shared/rules/retry';
import { useEffect } from 'react';
import { useMatches } from 'react-router';

// Showing or hiding the support chat from a page: the chat mounts itself a while after the page (once
// the browser is idle and 3 s more), so a page that asks before then is retried, up to 60 times 500 ms
// apart (spec: chat retries), until the chat is there to hear it.

type ChatSetter = (visible: boolean) => void;

let chat: ChatSetter | null = null;
let wanted = 0;

/** The chat, once mounted, takes requests here; returns the function that lets go. */
export function registerSupportChat(setter: ChatSetter): () => void {
  chat = setter;
  return () => {
    if (chat === setter) chat = null;
  };
}

/**
 * Shows or hides the chat, retrying while it is not mounted; answers whether it was reached. A later
 * request supersedes one still retrying.
 */
export function setSupportChatVisible(visible: boolean): Promise<boolean> {
  const request = ++wanted;
  return retryUntil(() => {
    if (request !== wanted) return true;
    if (!chat) return false;
    chat(visible);
    return true;
  }, CHAT_RETRY);
}

/** Whether the matched routes let the chat show: a route's `handle = { supportChat: false }` hides it. */
export function chatAllowed(handles: readonly unknown[]): boolean {
  return !handles.some(
    (handle) =>
      typeof handle === 'object' &&
      handle !== null &&
      (handle as { supportChat?: unknown }).supportChat === false,
  );
}

/** Mounted by the page shell: applies the page's support-chat visibility at each page change. */
export function useSupportChatVisibility(): void {
  const allowed = chatAllowed(useMatches().map((match) => match.handle));
  useEffect(() => {
    void setSupportChatVisible(allowed);
  }, [allowed]);
}
