import { TOAST_MS } from '@shop/shared/rules';

type Kind = 'success' | 'warn' | 'error' | 'info';

let mountHost: (() => void) | null = null;
let loading: Promise<typeof import('react-toastify')> | null = null;
let containerReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  containerReady = resolve;
});

/** The toast host registers how to mount itself; toasts load react-toastify on first use. */
export function registerToastHost(mount: () => void): void {
  mountHost = mount;
}

/** Called by the host once react-toastify's container has mounted and subscribed. */
export function markToastContainerReady(): void {
  containerReady();
}

/**
 * Shows a dark toast (spec section 8), 3000 ms unless told otherwise (cart toasts: 800 ms).
 * react-toastify is loaded on the first toast so it stays out of the first page's JavaScript;
 * toasts wait until its container is mounted.
 */
export function notify(kind: Kind, message: string, options: { autoClose?: number } = {}): void {
  if (!loading) {
    loading = import('react-toastify');
    mountHost?.();
  }
  void Promise.all([loading, ready]).then(([{ toast }]) => {
    toast[kind](message, { theme: 'dark', autoClose: options.autoClose ?? TOAST_MS, toastId: `${kind}:${message}` });
  });
}
