import { useMemo, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useAtom, useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { appStore } from '../../../state/store';
import { forwardTo } from '../../../sdk/forwarding';
import { Avatar } from '../../../ui/Avatar';
import { Screen } from '../../../ui/Screen';
import { showToast } from '../../../ui/toast/toast-atoms';
import { friendsAtom, groupsAtom } from '../../../state/contacts/contact-atoms';
import { conversationsAtom } from '../../../state/conversations/conversation-atoms';
import { pendingForwardAtom } from '../../../state/chat/forward-atoms';
import { forwardTargetSections, type ForwardTarget } from './forward-targets';
import { ForwardConfirmDialog } from './ForwardConfirmDialog';
import '../../groups/groups.css';
import './forward.css';
import { X } from 'lucide-react';

/**
 * /chooseUser?forward=true: picks where the pending forward goes, among recent chats, friends and groups, then
 * shows what will be sent before sending it to each.
 */
export function ForwardScreen() {
  const { t } = useLingui();
  const router = useRouter();
  const [pending, setPending] = useAtom(pendingForwardAtom);
  // What this visit forwards, kept after it is sent and cleared from storage, while the screen goes back.
  const [forward] = useState(pending);
  const conversations = useAtomValue(conversationsAtom);
  const friends = useAtomValue(friendsAtom);
  const groups = useAtomValue(groupsAtom);
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<ForwardTarget[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sections = useMemo(
    () => forwardTargetSections({ conversations, friends, groups }, query),
    [conversations, friends, groups, query],
  );

  if (!forward || forward.messages.length === 0) {
    return (
      <Screen title={t`Forward`}>
        <p className="empty-state">{t`Nothing is waiting to be forwarded. Pick messages in a chat first.`}</p>
      </Screen>
    );
  }

  const isChosen = (target: ForwardTarget) => chosen.some((c) => c.key === target.key);
  const toggle = (target: ForwardTarget) =>
    setChosen((current) =>
      current.some((c) => c.key === target.key) ? current.filter((c) => c.key !== target.key) : [...current, target],
    );

  const send = async () => {
    setBusy(true);
    setError(null);
    const failed: ForwardTarget[] = [];
    for (const target of chosen) {
      try {
        await forwardTo(appStore, target, forward);
      } catch {
        failed.push(target);
      }
    }
    setBusy(false);
    if (failed.length === 0) {
      setConfirming(false);
      setPending(null);
      showToast(appStore, t`Sent`);
      router.history.back();
      return;
    }
    // Only the ones that failed stay chosen, so trying again does not send twice to the others.
    setChosen(failed);
    const names = failed.map((target) => target.name).join(', ');
    setError(t`Could not forward to ${names}.`);
  };

  const section = (title: string, targets: ForwardTarget[]) =>
    targets.length > 0 && (
      <section className="forward-section" aria-label={title}>
        <h2 className="forward-section-title">{title}</h2>
        <ul className="list">
          {targets.map((target) => (
            <li key={target.key}>
              <label className="list-item member-row">
                <input type="checkbox" checked={isChosen(target)} onChange={() => toggle(target)} />
                <Avatar name={target.name} src={target.faceURL} size={36} />
                <span className="member-row-name">{target.name}</span>
              </label>
            </li>
          ))}
        </ul>
      </section>
    );

  const count = chosen.length;
  const nothingShown = sections.recent.length + sections.friends.length + sections.groups.length === 0;
  return (
    <Screen title={t`Forward to`}>
      <div className="picker-search">
        <input
          type="search"
          value={query}
          placeholder={t`Search`}
          aria-label={t`Search chats, friends and groups`}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {count > 0 && (
        <ul className="picker-chips" aria-label={t`Chosen`}>
          {chosen.map((target) => (
            <li key={target.key}>
              <button
                type="button"
                className="picker-chip"
                aria-label={t`Remove ${target.name}`}
                onClick={() => toggle(target)}
              >
                <Avatar name={target.name} src={target.faceURL} size={24} />
                {target.name}
                <X size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {nothingShown && <p className="empty-state">{query ? t`Nothing matches` : t`No chats or contacts yet.`}</p>}
      {section(t`Recent chats`, sections.recent)}
      {section(t`Friends`, sections.friends)}
      {section(t`Groups`, sections.groups)}
      <div className="picker-footer">
        <button type="button" className="primary-button" disabled={count === 0} onClick={() => setConfirming(true)}>
          <Trans>Send ({count})</Trans>
        </button>
      </div>
      {confirming && (
        <ForwardConfirmDialog
          forward={forward}
          targets={chosen}
          busy={busy}
          error={error}
          onConfirm={() => void send()}
          onCancel={() => {
            setConfirming(false);
            setError(null);
          }}
        />
      )}
    </Screen>
  );
}
