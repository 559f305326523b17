import { ACCOUNT_MESSAGES, PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_TYPES } from '@shop/shared/rules';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { notify } from '@/lib/toast';
import { Avatar } from './avatar';

/** The picture's problem before it is sent (the server judges the bytes again), or null. */
export function pictureProblem(file: File): string | null {
  if (!(PROFILE_PICTURE_TYPES as readonly string[]).includes(file.type)) return ACCOUNT_MESSAGES.pictureType;
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return ACCOUNT_MESSAGES.pictureTooLarge;
  return null;
}

/** Chooses a new profile picture (JPEG, PNG or WebP, 5 MB at most) and shows it before it is saved. */
export function PicturePicker({
  current,
  name,
  onPick,
}: {
  current: string | null;
  name: string;
  onPick: (file: File | null) => void;
}) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0] ?? null;
    const problem = file ? pictureProblem(file) : null;
    if (problem) {
      notify('error', problem);
      e.target.value = '';
    }
    const chosen = file && !problem ? file : null;
    setPreview(chosen ? URL.createObjectURL(chosen) : null);
    onPick(chosen);
  };

  return (
    <div className="picture-picker">
      <Avatar src={preview ?? current} name={name} />
      <div className="field">
        <label className="field__label" htmlFor={id}>
          Profile picture
        </label>
        <input
          id={id}
          type="file"
          accept={PROFILE_PICTURE_TYPES.join(',')}
          onChange={pick}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className="field__hint">
          JPEG, PNG or WebP, up to 5 MB.
        </p>
      </div>
    </div>
  );
}
