import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import './contacts.css';

function EntryText({ label, detail }: { label: string; detail: string }): ReactNode {
  return (
    <>
      <span className="contact-summary">
        <span className="contact-name">{label}</span>
        <span className="contact-detail">{detail}</span>
      </span>
      <span aria-hidden>›</span>
    </>
  );
}

/** Ways to grow one's contacts: find a person, find a group, start a group, or scan a QR card. */
export function ContactAddScreen() {
  const { t } = useLingui();
  return (
    <Screen title={t`Add contacts`}>
      <ul className="list" aria-label={t`Add contacts`}>
        <li>
          <Link to="/searchToJoin" search={{ isGroup: false }} className="contact-row">
            <EntryText label={t`Add friend`} detail={t`Find people by ID, phone number or e-mail`} />
          </Link>
        </li>
        <li>
          <Link to="/searchToJoin" search={{ isGroup: true }} className="contact-row">
            <EntryText label={t`Join group`} detail={t`Find a group by its ID`} />
          </Link>
        </li>
        <li>
          <Link to="/createGroup" className="contact-row">
            <EntryText label={t`Create group`} detail={t`Start a group chat with friends`} />
          </Link>
        </li>
        <li>
          <Link to="/scanPage" className="contact-row">
            <EntryText label={t`Scan`} detail={t`Scan a QR code to add a friend or join a group`} />
          </Link>
        </li>
      </ul>
    </Screen>
  );
}
