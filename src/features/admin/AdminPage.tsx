import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useSetAtom } from 'jotai';
import { paneTitlesAtom } from '../../ui/pane';

interface AdminPageProps {
  title: string;
  /** Buttons beside the title, such as "Create account". */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * One section of the admin console. It names the window after itself and takes focus on its heading when it opens,
 * so that a screen reader hears where a choice in the navigation led and Tab goes on from the top of the section.
 */
export function AdminPage({ title, actions, children }: AdminPageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const titleID = useId();
  const setTitles = useSetAtom(paneTitlesAtom);

  useEffect(() => {
    setTitles((titles) => ({ ...titles, single: title }));
    return () =>
      setTitles((titles) => {
        if (titles.single !== title) return titles;
        const rest = { ...titles };
        delete rest.single;
        return rest;
      });
  }, [title, setTitles]);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <section className="admin-page" aria-labelledby={titleID}>
      <header className="admin-page-header">
        <h1 id={titleID} ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {actions ? <div className="admin-page-actions">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}
