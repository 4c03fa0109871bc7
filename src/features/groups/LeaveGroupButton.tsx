import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { disbandGroup, quitGroup } from '../../sdk/group-settings';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useSettingAction } from '../chat/use-setting-action';

interface LeaveGroupButtonProps {
  groupID: string;
  groupName: string;
  /** The owner cannot quit, only disband (product-spec §6). */
  isOwner: boolean;
}

/** Quit (a member) or disband (the owner), after asking; then back to the conversation list. */
export function LeaveGroupButton({ groupID, groupName, isOwner }: LeaveGroupButtonProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const { busy, error, run } = useSettingAction();

  const label = isOwner ? t`Disband group` : t`Quit group`;
  const confirm = async () => {
    if (await run(() => (isOwner ? disbandGroup(groupID) : quitGroup(groupID)))) {
      setConfirming(false);
      await navigate({ to: '/conversation' });
    }
  };

  return (
    <div className="settings-group">
      <button type="button" className="list-item setting-danger" onClick={() => setConfirming(true)}>
        {label}
      </button>
      {confirming && (
        <ConfirmDialog
          title={isOwner ? t`Disband ${groupName}?` : t`Quit ${groupName}?`}
          message={
            isOwner
              ? t`The group ends for all its members. This cannot be undone.`
              : t`You will no longer receive its messages.`
          }
          confirmLabel={isOwner ? t`Disband` : t`Quit`}
          busy={busy}
          error={error}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
