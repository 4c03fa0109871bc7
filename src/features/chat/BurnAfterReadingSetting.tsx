import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { setBurnAfterReading } from '../../sdk/conversation-actions';
import type { ConversationItem } from '../../state/sdk-types';
import { FormError } from '../../ui/FormError';
import { SettingSwitch } from '../../ui/SettingSwitch';
import { BURN_DURATIONS, burnDurationOf, formatBurnDuration } from './burn-duration';
import { useSettingAction } from './use-setting-action';
import './chat-settings.css';

/** Burn after reading on or off, and once on, how long a read message lasts. */
export function BurnAfterReadingSetting({ conversation }: { conversation: ConversationItem }) {
  const { t, i18n } = useLingui();
  const { busy, error, run } = useSettingAction();
  const { conversationID, isPrivateChat } = conversation;
  const stored = burnDurationOf(conversation);
  // The chosen duration shows while it is being stored, then the stored one again.
  const [choosing, setChoosing] = useState<number | null>(null);
  const duration = choosing ?? stored;
  const choose = (seconds: number) => {
    setChoosing(seconds);
    void run(() => setBurnAfterReading(conversationID, true, seconds)).finally(() => setChoosing(null));
  };
  // A duration set elsewhere stays on offer, so the choice shown is always the stored one.
  const choices = BURN_DURATIONS.some((d) => d === stored) ? BURN_DURATIONS : [...BURN_DURATIONS, stored];

  return (
    <div className="settings-group">
      <SettingSwitch
        label={t`Burn after reading`}
        checked={isPrivateChat}
        disabled={busy}
        onChange={(on) => run(() => setBurnAfterReading(conversationID, on, stored))}
      />
      {isPrivateChat && (
        <fieldset className="burn-durations">
          <legend>{t`Read messages disappear after`}</legend>
          {choices.map((seconds) => (
            <label key={seconds}>
              <input
                type="radio"
                name={`burn-duration-${conversationID}`}
                checked={seconds === duration}
                onChange={() => choose(seconds)}
              />
              {formatBurnDuration(seconds, i18n.locale)}
            </label>
          ))}
        </fieldset>
      )}
      <FormError message={error} />
    </div>
  );
}
