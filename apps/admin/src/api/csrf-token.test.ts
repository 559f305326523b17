import { afterEach, describe, expect, it } from 'vitest';
import { askOtherTabs, csrfToken, setCsrfToken } from './csrf-token.ts';

/** Another tab of the back office, as the channel sees it. */
function otherTab(answer: string | null) {
  const tab = new BroadcastChannel('cellar-admin-csrf');
  const heard: unknown[] = [];
  tab.onmessage = (event: MessageEvent<{ kind: string }>) => {
    heard.push(event.data);
    if (event.data.kind === 'ask' && answer) tab.postMessage({ kind: 'token', token: answer });
  };
  return { tab, heard };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 50 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('the CSRF token across tabs', () => {
  const tabs: BroadcastChannel[] = [];
  afterEach(() => {
    tabs.splice(0).forEach((tab) => tab.close());
    setCsrfToken(null);
  });

  it('a tab opened afresh asks the others, and takes the token one of them gives', async () => {
    const { tab } = otherTab('csrf-of-the-session');
    tabs.push(tab);
    expect(await askOtherTabs(1000)).toBe('csrf-of-the-session');
    expect(sessionStorage.getItem('cellar-admin-csrf')).toBe('csrf-of-the-session');
  });

  it('with no other tab, answers nothing after the wait', async () => {
    expect(await askOtherTabs(50)).toBeNull();
  });

  it('tells the others of a sign-in and a sign-out, and follows theirs', async () => {
    const { tab, heard } = otherTab(null);
    tabs.push(tab);
    setCsrfToken('new-session');
    setCsrfToken(null);
    await until(() => heard.length === 2);
    expect(heard).toEqual([
      { kind: 'token', token: 'new-session' },
      { kind: 'token', token: null },
    ]);
    tab.postMessage({ kind: 'token', token: 'signed-in-elsewhere' });
    await until(() => csrfToken() !== null);
    expect(csrfToken()).toBe('signed-in-elsewhere');
  });
});
