import type { MouseEvent, ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';

/**
 * A link to an address built outside the route types (card-links.ts). It is a real link (open in a new tab works)
 * and a plain click stays inside the app.
 */
export function HrefLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const router = useRouter();
  const follow = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.history.push(href);
  };
  return (
    <a href={href} className={className} onClick={follow}>
      {children}
    </a>
  );
}
