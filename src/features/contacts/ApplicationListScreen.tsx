import { useLingui } from '@lingui/react/macro';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Screen } from '../../ui/Screen';
import { ApplicationsView } from './ApplicationsView';
import type { ApplicationKind } from '../../state/contacts/seen-applications-db';
import './contacts.css';

/** All applications, friend and group, each received and sent; the tab is kept in the address (?isGroup=true). */
export function ApplicationListScreen() {
  const { t } = useLingui();
  const { isGroup } = useSearch({ from: '/_authed/applicationList' });
  const navigate = useNavigate({ from: '/applicationList' });
  const kind: ApplicationKind = isGroup ? 'group' : 'friend';
  const tabs: Array<[ApplicationKind, string]> = [
    ['friend', t`Friends`],
    ['group', t`Groups`],
  ];
  return (
    <Screen title={t`Applications`}>
      <div className="tabs" role="tablist" aria-label={t`Applications`}>
        {tabs.map(([value, label]) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={kind === value}
            aria-controls="applications-panel"
            onClick={() => void navigate({ search: { isGroup: value === 'group' }, replace: true })}
          >
            {label}
          </button>
        ))}
      </div>
      <div id="applications-panel" role="tabpanel">
        <ApplicationsView kind={kind} />
      </div>
    </Screen>
  );
}
