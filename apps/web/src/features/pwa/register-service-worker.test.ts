import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, SERVICE_WORKER_URL } from './register-service-worker';

/** A stand-in for `navigator.serviceWorker`: who controls the page, and a way to fire `controllerchange`. */
function fakeContainer({ controlled, registers = true }: { controlled: boolean; registers?: boolean }) {
  const target = new EventTarget();
  const register = vi.fn(() => (registers ? Promise.resolve({}) : Promise.reject(new Error('blocked'))));
  const container = Object.assign(target, {
    controller: controlled ? {} : null,
    register,
  }) as unknown as ServiceWorkerContainer;
  return { container, register, takeOver: () => target.dispatchEvent(new Event('controllerchange')) };
}

describe('registerServiceWorker', () => {
  it('registers the built worker for the whole shop', async () => {
    const { container, register } = fakeContainer({ controlled: false });
    await registerServiceWorker(container, vi.fn());
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
  });

  it('does not reload when the first worker takes over', async () => {
    const { container, takeOver } = fakeContainer({ controlled: false });
    const reload = vi.fn();
    await registerServiceWorker(container, reload);
    takeOver();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once when an updated worker takes over a controlled page', async () => {
    const { container, takeOver } = fakeContainer({ controlled: true });
    const reload = vi.fn();
    await registerServiceWorker(container, reload);
    takeOver();
    takeOver();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves the shop working when the worker cannot be registered', async () => {
    const { container } = fakeContainer({ controlled: false, registers: false });
    await expect(registerServiceWorker(container, vi.fn())).resolves.toBeUndefined();
  });
});
