import {
  IMAGE_MESSAGES,
  IMAGE_UPLOAD_ACCEPT,
  IMAGE_UPLOAD_MAX_BYTES,
  pictureSources,
  type ImageUploadAnswer,
} from '@shop/shared/rules';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { errorText } from '../api/client.ts';
import { uploadImage, type UploadProgress } from '../api/upload-image.ts';

export interface ImageUploadProps {
  /** The file input's id (its label points at it). */
  id: string;
  label: string;
  /** The stored picture's key (`uploads/….webp`, or a demo drawing's `products/….svg`), or null for none. */
  value: string | null;
  onChange: (key: string | null) => void;
}

/**
 * Where this server shows its pictures to the back office: uploads are served at IMAGE_BASE_URL's path, which is
 * `/images` unless the shop moved it (a CDN in front keeps the same path here).
 */
const IMAGE_PATH = '/images';
const MEGABYTES = IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024;

type State =
  | { kind: 'idle' }
  | { kind: 'busy'; progress: UploadProgress }
  | { kind: 'done' }
  | { kind: 'failed'; message: string };

const previewUrl = (key: string) => (/^https?:\/\//i.test(key) ? key : `${IMAGE_PATH}/${key.replace(/^\/+/, '')}`);

function progressText(progress: UploadProgress): string {
  return progress.stage === 'sending'
    ? `Uploading… ${Math.round(progress.sent * 100)}%`
    : 'Preparing the picture at every size…';
}

/**
 * A picture field: choose a file, watch it upload, see it, or remove it. The file goes to the shop as soon as it is
 * chosen; the field's value is the key the shop answers, which the form saves with the rest. A refused file leaves the
 * value as it was and shows the shop's reason.
 */
export function ImageUpload({ id, label, value, onChange }: ImageUploadProps) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [uploaded, setUploaded] = useState<ImageUploadAnswer | null>(null);
  /** A stored name that shows nothing (a picture since deleted, a mistyped name) says so instead of a broken image. */
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file chosen again after a refusal is a new choice.
    input.value = '';
    if (!file) return;
    if (file.size > IMAGE_UPLOAD_MAX_BYTES) return setState({ kind: 'failed', message: IMAGE_MESSAGES.tooLarge });
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ kind: 'busy', progress: { stage: 'sending', sent: 0 } });
    try {
      const answer = await uploadImage(file, (progress) => setState({ kind: 'busy', progress }), controller.signal);
      setUploaded(answer);
      setState({ kind: 'done' });
      onChange(answer.key);
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ kind: 'failed', message: errorText(error) });
    } finally {
      if (running.current === controller) running.current = null;
    }
  };

  const busy = state.kind === 'busy';
  const src = value ? (uploaded?.key === value ? uploaded.url : previewUrl(value)) : null;
  const sources = src ? pictureSources(src) : undefined;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="field image-upload">
      <label htmlFor={id}>{label}</label>
      <div className="image-upload__body">
        <div className="image-upload__preview">
          {src && brokenSrc === src ? (
            <span className="image-upload__none">The picture could not be shown.</span>
          ) : src ? (
            <img
              src={sources?.src ?? src}
              srcSet={sources?.srcSet}
              sizes={sources ? '160px' : undefined}
              alt={`${label}: the current picture`}
              width={160}
              height={160}
              onError={() => setBrokenSrc(src)}
            />
          ) : (
            <span className="image-upload__none">No picture</span>
          )}
        </div>
        <div className="image-upload__controls">
          <input
            id={id}
            type="file"
            accept={IMAGE_UPLOAD_ACCEPT}
            disabled={busy}
            onChange={choose}
            aria-describedby={state.kind === 'failed' ? `${hintId} ${errorId}` : hintId}
            aria-invalid={state.kind === 'failed' ? true : undefined}
          />
          <p className="field__hint" id={hintId}>
            JPEG, PNG, WebP or AVIF, up to {MEGABYTES} MB. The shop keeps it at three sizes, without the camera&rsquo;s
            details.
          </p>
          <div role="status" className="image-upload__status">
            {busy && (
              <>
                <span>{progressText(state.progress)}</span>
                <progress
                  max={1}
                  value={state.progress.stage === 'sending' ? state.progress.sent : undefined}
                  aria-label="Upload progress"
                />
              </>
            )}
            {state.kind === 'done' && IMAGE_MESSAGES.uploaded}
          </div>
          {state.kind === 'failed' && (
            <p className="field__error" id={errorId} role="alert">
              {state.message}
            </p>
          )}
          {value && !busy && (
            <button
              type="button"
              className="button image-upload__remove"
              onClick={() => {
                setState({ kind: 'idle' });
                onChange(null);
              }}
            >
              Remove the picture
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
