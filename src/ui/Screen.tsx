import type { ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';

interface ScreenProps {
  title: string;
  /** A second line under the title, such as "Typing…". */
  subtitle?: ReactNode;
  /** Tab screens have no way back. */
  showBack?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}

export function Screen({ title, subtitle, showBack = true, actions, children }: ScreenProps) {
  const router = useRouter();
  const { t } = useLingui();
  return (
    <section className="screen" aria-labelledby="screen-title">
      <header className="screen-header">
        {showBack ? (
          <button type="button" className="icon-button" aria-label={t`Back`} onClick={() => router.history.back()}>
            ‹
          </button>
        ) : (
          <span />
        )}
        <div className="screen-title">
          <h1 id="screen-title">{title}</h1>
          {subtitle}
        </div>
        <span>{actions}</span>
      </header>
      <div className="screen-body">{children}</div>
    </section>
  );
}
