import { useLingui } from '@lingui/react/macro';
import { appStore } from '../../state/store';
import { setConversationMuted, setConversationPinned } from '../../sdk/conversation-actions';
import type { ConversationItem } from '../../state/sdk-types';
import { FormError } from '../../ui/FormError';
import { SettingSwitch } from '../../ui/SettingSwitch';
import { isMuted } from '../conversations/row-actions';
import { useSettingAction } from './use-setting-action';

/** Pin and do not disturb, for a one-to-one or a group chat; they show the conversation as the SDK last reported it. */
export function PinAndMuteSwitches({ conversation }: { conversation: ConversationItem }) {
  const { t } = useLingui();
  const { busy, error, run } = useSettingAction();
  const { conversationID } = conversation;
  return (
    <div className="settings-group">
      <SettingSwitch
        label={t`Pin chat`}
        checked={conversation.isPinned}
        disabled={busy}
        onChange={(pinned) => run(() => setConversationPinned(conversationID, pinned))}
      />
      <SettingSwitch
        label={t`Do not disturb`}
        checked={isMuted(conversation)}
        disabled={busy}
        onChange={(muted) => run(() => setConversationMuted(appStore, conversationID, muted))}
      />
      <FormError message={error} />
    </div>
  );
}
