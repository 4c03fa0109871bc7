import { useEffect, useId, type ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { paneTitlesAtom, usePane } from './pane';
import { ChevronLeft } from 'lucide-react';

interface ScreenProps {
  title: string;
  /** A second line under the title, such as "Typing…". */
  subtitle?: ReactNode;
  /** Tab screens have no way back. */
  showBack?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}

/** A screen: a header with Back, the title and actions, and a scrolling body. It names the window after itself. */
export function Screen({ title, subtitle, showBack = true, actions, children }: ScreenProps) {
  const router = useRouter();
  const { t } = useLingui();
  const titleID = useId();
  const pane = usePane();
  const setTitles = useSetAtom(paneTitlesAtom);

  useEffect(() => {
    setTitles((titles) => ({ ...titles, [pane]: title }));
    return () =>
      setTitles((titles) => {
        if (titles[pane] !== title) return titles;
        const rest = { ...titles };
        delete rest[pane];
        return rest;
      });
  }, [pane, title, setTitles]);

  return (
    <section className="screen" aria-labelledby={titleID} data-pane={pane}>
      <header className="screen-header">
        {showBack ? (
          <button type="button" className="icon-button" aria-label={t`Back`} onClick={() => router.history.back()}>
            <ChevronLeft size={24} />
          </button>
        ) : (
          <span />
        )}
        <div className="screen-title">
          <h1 id={titleID}>{title}</h1>
          {subtitle}
        </div>
        <span className="screen-actions">{actions}</span>
      </header>
      <div className="screen-body">{children}</div>
    </section>
  );
}
