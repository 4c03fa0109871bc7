import { useState } from 'react';
import { avatarFallbackText } from './avatar-fallback';
import './Avatar.css';

interface AvatarProps {
  /** The picture (a user's or group's faceURL); empty or failing to load shows the fallback. */
  src?: string | null;
  /** Whose avatar: the fallback shows its last character (CJK) or its initials (avatar-fallback.ts). */
  name: string;
  /** Edge length in CSS pixels. */
  size?: number;
  /** An accessible name; without one the avatar is decorative, as next to a visible name. */
  label?: string;
}

/** A user's or group's picture, or the spec's blue square with the name's last character or initials. */
export function Avatar({ src, name, size = 44, label }: AvatarProps) {
  // Remember which URL failed, so a new URL (a changed avatar) is tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && src !== failedSrc;
  return (
    <span
      className="ui-avatar"
      style={{ width: size, height: size, fontSize: Math.round(size * 0.4) }}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {showImage ? (
        <img src={src ?? undefined} alt="" draggable={false} onError={() => setFailedSrc(src ?? null)} />
      ) : (
        avatarFallbackText(name)
      )}
    </span>
  );
}
