import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { appStore } from '../../../state/store';
import { setMemberMuted } from '../../../sdk/group-manage';
import type { GroupMemberItem } from '../../../state/sdk-types';
import { Avatar } from '../../../ui/Avatar';
import { FormError } from '../../../ui/FormError';
import { useNow } from '../../../ui/format/use-now';
import { showToast } from '../../../ui/toast/toast-atoms';
import { useSettingAction } from '../../chat/use-setting-action';
import { customMuteSeconds, isMutedAt, MUTE_PRESETS, type MutePresetID } from './mute-duration';
import { MuteEndTime } from './MuteEndTime';

interface MemberMuteFormProps {
  member: GroupMemberItem;
  /** Reads the member again, so their mute end shows at once. */
  reload: () => Promise<void>;
}

/** Mutes one member for a chosen time (presets or custom days and hours), or lifts their mute. */
export function MemberMuteForm({ member, reload }: MemberMuteFormProps) {
  const { t } = useLingui();
  const { busy, error, run } = useSettingAction();
  const [choice, setChoice] = useState<MutePresetID | 'custom'>('10m');
  const [days, setDays] = useState('');
  const [hours, setHours] = useState('');
  const now = useNow(10_000);
  const name = member.nickname || member.userID;
  const labels: Record<MutePresetID, string> = {
    '10m': t`10 minutes`,
    '1h': t`1 hour`,
    '12h': t`12 hours`,
    '1d': t`1 day`,
  };
  const seconds =
    choice === 'custom' ? customMuteSeconds(days, hours) : MUTE_PRESETS.find((preset) => preset.id === choice)!.seconds;

  const apply = async (mutedSeconds: number) => {
    const done = await run(async () => {
      await setMemberMuted(member.groupID, member.userID, mutedSeconds);
      await reload();
    });
    if (done) showToast(appStore, mutedSeconds > 0 ? t`${name} is muted` : t`${name} may speak again`);
  };

  return (
    <>
      <div className="settings-peer">
        <Avatar src={member.faceURL} name={name} />
        <span className="settings-peer-text">
          <span className="settings-peer-name">{name}</span>
          <span className="settings-peer-detail">
            <MuteEndTime muteEndTime={member.muteEndTime} />
          </span>
        </span>
      </div>
      <div className="settings-group">
        <h2 className="manage-section-title" id="mute-duration-title">
          {t`Mute for`}
        </h2>
        <div role="radiogroup" aria-labelledby="mute-duration-title">
          {[...MUTE_PRESETS.map((preset) => preset.id), 'custom' as const].map((id) => (
            <button
              key={id}
              type="button"
              role="radio"
              className="list-item"
              aria-checked={choice === id}
              onClick={() => setChoice(id)}
            >
              {id === 'custom' ? t`Custom` : labels[id]}
            </button>
          ))}
        </div>
        {choice === 'custom' && (
          <div className="manage-custom">
            <label>
              <input inputMode="numeric" value={days} onChange={(event) => setDays(event.target.value)} />
              {t`Days`}
            </label>
            <label>
              <input inputMode="numeric" value={hours} onChange={(event) => setHours(event.target.value)} />
              {t`Hours`}
            </label>
          </div>
        )}
      </div>
      {choice === 'custom' && seconds === null && (days !== '' || hours !== '') && (
        <p className="field-error manage-actions">{t`Enter whole days and hours, more than zero.`}</p>
      )}
      <FormError message={error} />
      <div className="manage-actions">
        <button
          type="button"
          className="primary-button"
          disabled={busy || seconds === null}
          onClick={() => seconds !== null && void apply(seconds)}
        >
          {t`Mute`}
        </button>
        {isMutedAt(member.muteEndTime, now) && (
          <button type="button" className="secondary-button" disabled={busy} onClick={() => void apply(0)}>
            {t`Unmute`}
          </button>
        )}
      </div>
    </>
  );
}
