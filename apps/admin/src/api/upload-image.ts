import type { ImageUploadAnswer } from '@shop/shared/rules';
import { errorFromPayload } from '@shop/api-client';
import { requestHeaders, staffUrl } from './client.ts';

/** Where an upload stands: the bytes on their way (a share of them sent), then the shop making its widths. */
export type UploadProgress = { stage: 'sending'; sent: number } | { stage: 'preparing' };

/**
 * Sends a picture to `staffUploadImage` as the body, reporting how much is sent (fetch cannot tell, so this is the
 * back office's one XMLHttpRequest). The server reads the type from the bytes; a type it would not call a picture
 * goes as plain bytes, so a wrong file is answered with what is wrong with it rather than with the header.
 */
export function uploadImage(
  file: Blob,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<ImageUploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', staffUrl('/images'));
    const type = file.type.startsWith('image/') ? file.type : 'application/octet-stream';
    for (const [name, value] of Object.entries(requestHeaders('POST', type))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable) return;
      onProgress(
        event.loaded < event.total ? { stage: 'sending', sent: event.loaded / event.total } : { stage: 'preparing' },
      );
    };
    xhr.upload.onload = () => onProgress({ stage: 'preparing' });
    xhr.onload = () => {
      let payload: unknown = {};
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        // A proxy's own page (a 413 from nginx, a 502): the fallback sentence says what happened.
      }
      if (xhr.status === 201 || xhr.status === 200) resolve(payload as ImageUploadAnswer);
      else reject(errorFromPayload(xhr.status, payload, `The server answered ${xhr.status}. Please try again.`));
    };
    xhr.onerror = () => reject(new TypeError('network error'));
    xhr.onabort = () => reject(new DOMException('The upload was stopped.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
