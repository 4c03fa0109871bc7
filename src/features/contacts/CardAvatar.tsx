import './cards.css';

interface CardAvatarProps {
  name: string;
  faceURL?: string;
  size?: 'large' | 'small';
}

/** A user's or group's picture; without one, the spec's #0089FF square with the last character of the name. */
export function CardAvatar({ name, faceURL, size = 'large' }: CardAvatarProps) {
  return (
    <span className="card-avatar" data-size={size} aria-hidden>
      {faceURL ? <img src={faceURL} alt="" /> : (Array.from(name).at(-1) ?? '?')}
    </span>
  );
}
