/** An avatar, or the spec's fallback: a 0089FF square with the last character of the name (product-spec §9). */
export function ContactAvatar({ name, faceURL }: { name: string; faceURL?: string }) {
  return (
    <span className="contact-avatar" aria-hidden>
      {faceURL ? <img src={faceURL} alt="" /> : (Array.from(name).at(-1) ?? '?')}
    </span>
  );
}
