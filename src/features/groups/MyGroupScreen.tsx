import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Plural, useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { contactOwnerAtom, groupsAtom } from '../../state/contacts/contact-atoms';
import { Avatar } from '../../ui/Avatar';
import '../contacts/contacts.css';

type GroupTab = 'created' | 'joined';

export function MyGroupScreen() {
  const { t } = useLingui();
  const groups = useAtomValue(groupsAtom);
  const self = useAtomValue(contactOwnerAtom);
  const [tab, setTab] = useState<GroupTab>('created');
  const shown = groups.filter((group) => (group.ownerUserID === self) === (tab === 'created'));
  const tabs: Array<[GroupTab, string]> = [
    ['created', t`Created`],
    ['joined', t`Joined`],
  ];
  return (
    <Screen title={t`My groups`}>
      <div className="tabs" role="tablist" aria-label={t`My groups`}>
        {tabs.map(([value, label]) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={tab === value}
            aria-controls="my-groups-panel"
            onClick={() => setTab(value)}
          >
            {label}
          </button>
        ))}
      </div>
      <div id="my-groups-panel" role="tabpanel">
        {shown.length === 0 ? (
          <p className="empty-state">
            {tab === 'created' ? t`You have not created any group.` : t`You have not joined any group.`}
          </p>
        ) : (
          <ul className="list" aria-label={tab === 'created' ? t`Groups I created` : t`Groups I joined`}>
            {shown.map((group) => (
              <li key={group.groupID}>
                <Link to="/chat" search={{ conversationID: `sg_${group.groupID}` }} className="contact-row">
                  <Avatar name={group.groupName} src={group.faceURL} size={40} />
                  <span className="contact-summary">
                    <span className="contact-name">{group.groupName || group.groupID}</span>
                    <span className="contact-detail">
                      <Plural value={group.memberCount} one="# member" other="# members" />
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Screen>
  );
}
