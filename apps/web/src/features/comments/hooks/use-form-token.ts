import { COMMENT_RULES } from '@shop/shared/rules';
import { useCallback, useEffect, useRef } from 'react';
import { getCommentToken } from '../api/get-comment-token';

interface HeldToken {
  token: string;
  /** When it arrived, by this device's clock: the server issued it no later. */
  receivedAt: number;
}

/** A token this close to its end is replaced before sending rather than refused after. */
const RENEW_BEFORE_MS = 5 * 60_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The comment form's token (decision 017). It is fetched once the form is shown (or focused, if that comes first),
 * so the time it carries is when the reader reached the form, not when the cached page was rendered. The server
 * refuses a comment sent under 3 s after the token was issued; `ready()` waits out what is left of those 3 s rather
 * than let a quick reader be refused, and swaps a token near the end of its day for a new one.
 */
export function useFormToken(blogId: number) {
  const formRef = useRef<HTMLFormElement>(null);
  const held = useRef<HeldToken | null>(null);
  const loading = useRef<Promise<HeldToken> | null>(null);

  const fetchToken = useCallback((): Promise<HeldToken> => {
    loading.current ??= getCommentToken(blogId).then(
      ({ form_token }) => (held.current = { token: form_token, receivedAt: Date.now() }),
      (err: unknown) => {
        loading.current = null;
        throw err;
      },
    );
    return loading.current;
  }, [blogId]);

  /** Forgets the token (the server refused it): the next one is fetched now. */
  const renew = useCallback(() => {
    held.current = null;
    loading.current = null;
    void fetchToken().catch(() => undefined);
  }, [fetchToken]);

  /** Starts fetching, if nothing has yet (the form was focused before it was seen). */
  const start = useCallback(() => void fetchToken().catch(() => undefined), [fetchToken]);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    if (typeof IntersectionObserver === 'undefined') return start();
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      start();
    });
    observer.observe(form);
    return () => observer.disconnect();
  }, [start]);

  /** The token to send with the comment, once it is old enough to be taken. */
  const ready = useCallback(async (): Promise<string> => {
    let current = held.current ?? (await fetchToken());
    if (Date.now() - current.receivedAt > COMMENT_RULES.tokenMaxAgeSeconds * 1000 - RENEW_BEFORE_MS) {
      held.current = null;
      loading.current = null;
      current = await fetchToken();
    }
    const wait = current.receivedAt + COMMENT_RULES.minFillSeconds * 1000 + 100 - Date.now();
    if (wait > 0) await sleep(wait);
    return current.token;
  }, [fetchToken]);

  return { formRef, start, ready, renew };
}
