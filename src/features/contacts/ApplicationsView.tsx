import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import {
  contactOwnerAtom,
  receivedFriendApplicationsAtom,
  receivedGroupApplicationsAtom,
  sentFriendApplicationsAtom,
  sentGroupApplicationsAtom,
} from '../../state/contacts/contact-atoms';
import {
  applicationEntries,
  friendApplicationEntry,
  groupApplicationEntry,
  type ApplicationEntry,
  type ApplicationStatus,
} from './application-entries';
import type { ApplicationKind } from '../../state/contacts/seen-applications-db';
import { useMarkApplicationsSeen } from './use-mark-applications-seen';
import { Avatar } from '../../ui/Avatar';
import './contacts.css';

/** The received and the sent applications of one kind, newest first; opening it marks the received ones seen. */
export function ApplicationsView({ kind }: { kind: ApplicationKind }) {
  const { t } = useLingui();
  useMarkApplicationsSeen(kind);
  const self = useAtomValue(contactOwnerAtom) ?? '';
  const receivedFriends = useAtomValue(receivedFriendApplicationsAtom);
  const sentFriends = useAtomValue(sentFriendApplicationsAtom);
  const receivedGroups = useAtomValue(receivedGroupApplicationsAtom);
  const sentGroups = useAtomValue(sentGroupApplicationsAtom);
  const { received, sent } =
    kind === 'friend'
      ? applicationEntries(receivedFriends, sentFriends, friendApplicationEntry, self)
      : applicationEntries(receivedGroups, sentGroups, groupApplicationEntry, self);

  return (
    <>
      <ApplicationSection
        id={`${kind}-received`}
        title={kind === 'friend' ? t`Friend requests` : t`Applications to join`}
        empty={kind === 'friend' ? t`No friend requests yet.` : t`No one has asked to join your groups.`}
        entries={received}
      />
      <ApplicationSection
        id={`${kind}-sent`}
        title={t`My applications`}
        empty={t`You have not sent any application.`}
        entries={sent}
      />
    </>
  );
}

function ApplicationSection(props: { id: string; title: string; empty: string; entries: ApplicationEntry[] }) {
  return (
    <section aria-labelledby={props.id}>
      <h2 id={props.id} className="section-heading">
        {props.title}
      </h2>
      {props.entries.length === 0 ? (
        <p className="contact-detail" style={{ padding: '16px' }}>
          {props.empty}
        </p>
      ) : (
        <ul className="list" aria-label={props.title}>
          {props.entries.map((entry) => (
            <li key={entry.key}>
              <ApplicationRow entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ApplicationRow({ entry }: { entry: ApplicationEntry }) {
  const { t } = useLingui();
  const statusText: Record<ApplicationStatus, string> = {
    pending: entry.received ? t`To handle` : t`Waiting`,
    accepted: t`Accepted`,
    rejected: t`Rejected`,
  };
  const detail =
    entry.received && entry.groupName
      ? t`Asks to join ${entry.groupName}`
      : entry.reqMsg || (entry.received ? t`Wants to be your friend` : '');
  return (
    <Link
      to="/applicationDetails"
      search={{ application: entry.application, type: entry.type }}
      className="contact-row"
    >
      <Avatar name={entry.name} src={entry.faceURL} size={40} />
      <span className="contact-summary">
        <span className="contact-name">{entry.name}</span>
        {detail && <span className="contact-detail">{detail}</span>}
      </span>
      <span className="contact-status" data-status={entry.status}>
        {statusText[entry.status]}
      </span>
    </Link>
  );
}
