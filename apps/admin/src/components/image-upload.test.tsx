import { IMAGE_MESSAGES } from '@shop/shared/rules';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageUpload } from './image-upload.tsx';

const KEY = 'uploads/0123456789abcdef0123456789abcdef-1200.webp';
const ANSWER = {
  key: KEY,
  url: `/images/${KEY}`,
  srcset: '…',
  avif_srcset: null,
  width: 1200,
  height: 800,
  variants: [],
};

/** The one request in flight: what was sent, and the means to move it along as a server would. */
class FakeRequest {
  static last: FakeRequest | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress?: (e: ProgressEvent) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    Object.assign(this, { method, url });
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent));
  }
  async answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => this.onload?.());
  }
}

/** The field in a form that keeps its value, as the product editor does; `changes` records every onChange. */
function Harness({ initial, changes }: { initial: string | null; changes: Array<string | null> }) {
  const [value, setValue] = useState(initial);
  return (
    <ImageUpload
      id="featured"
      label="Featured picture"
      value={value}
      onChange={(key) => {
        changes.push(key);
        setValue(key);
      }}
    />
  );
}

const png = (bytes = 2048) => new File([new Uint8Array(bytes)], 'bottle.png', { type: 'image/png' });
const preview = () => document.querySelector<HTMLImageElement>('.image-upload__preview img');

describe('the picture field', () => {
  beforeEach(() => {
    FakeRequest.last = undefined;
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('uploads the chosen file, shows how far it got, then shows the picture and gives its key', async () => {
    const changes: Array<string | null> = [];
    render(<Harness initial={null} changes={changes} />);
    expect(screen.getByText('No picture')).toBeTruthy();
    await userEvent.upload(screen.getByLabelText('Featured picture'), png());

    const request = FakeRequest.last!;
    expect([request.method, request.url, request.headers['content-type']]).toEqual([
      'POST',
      '/api/v1/staff/images',
      'image/png',
    ]);
    expect(request.body).toBeInstanceOf(File);
    request.progress(512, 2048);
    expect(screen.getByRole('status').textContent).toContain('Uploading… 25%');
    expect((screen.getByLabelText('Featured picture') as HTMLInputElement).disabled).toBe(true);
    request.progress(2048, 2048);
    expect(screen.getByRole('status').textContent).toContain('Preparing the picture at every size…');

    await request.answer(201, ANSWER);
    expect(changes).toEqual([KEY]);
    expect(screen.getByRole('status').textContent).toBe(IMAGE_MESSAGES.uploaded);
    expect(preview()!.getAttribute('src')).toBe(`/images/${KEY}`);
    // The preview takes the smallest width that fills it.
    expect(preview()!.getAttribute('srcset')).toContain(
      '/images/uploads/0123456789abcdef0123456789abcdef-320.webp 320w',
    );
  });

  it("shows the shop's reason when it refuses the file, and keeps the picture it had", async () => {
    const changes: Array<string | null> = [];
    render(<Harness initial="products/alpha-rouge.svg" changes={changes} />);
    expect(preview()!.getAttribute('src')).toBe('/images/products/alpha-rouge-640.webp');
    await userEvent.upload(screen.getByLabelText('Featured picture'), png());
    await FakeRequest.last!.answer(422, {
      error: IMAGE_MESSAGES.svg,
      code: 'VALIDATION_FAILED',
      errors: { file: [IMAGE_MESSAGES.svg] },
    });
    expect(screen.getByRole('alert').textContent).toBe(IMAGE_MESSAGES.svg);
    expect(screen.getByLabelText('Featured picture').getAttribute('aria-invalid')).toBe('true');
    expect(changes).toEqual([]);
    expect(preview()!.getAttribute('src')).toBe('/images/products/alpha-rouge-640.webp');
  });

  it('says when the shop cannot be reached', async () => {
    render(<Harness initial={null} changes={[]} />);
    await userEvent.upload(screen.getByLabelText('Featured picture'), png());
    await act(async () => FakeRequest.last!.onerror?.());
    expect(screen.getByRole('alert').textContent).toMatch(/could not reach the shop/);
  });

  it('refuses a file over 10 MB without sending it', async () => {
    render(<Harness initial={null} changes={[]} />);
    await userEvent.upload(screen.getByLabelText('Featured picture'), png(10 * 1024 * 1024 + 1));
    expect(FakeRequest.last).toBeUndefined();
    expect(screen.getByRole('alert').textContent).toBe(IMAGE_MESSAGES.tooLarge);
  });

  it('removes the picture', async () => {
    const changes: Array<string | null> = [];
    render(<Harness initial={KEY} changes={changes} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove the picture' }));
    expect(changes).toEqual([null]);
    expect(screen.getByText('No picture')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove the picture' })).toBeNull();
  });

  it('says when a stored picture cannot be shown', async () => {
    render(<Harness initial="products/gone.svg" changes={[]} />);
    await act(async () => preview()!.dispatchEvent(new Event('error')));
    expect(preview()).toBeNull();
    expect(screen.getByText('The picture could not be shown.')).toBeTruthy();
  });
});
