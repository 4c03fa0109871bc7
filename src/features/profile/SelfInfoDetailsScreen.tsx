import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { appStore } from '../../state/store';
import { Screen } from '../../ui/Screen';
import { Avatar } from '../../ui/Avatar';
import { FormError } from '../../ui/FormError';
import { showToast } from '../../ui/toast/toast-atoms';
import { saveOwnProfile, uploadAvatar } from '../../sdk/profile';
import { selfInfoAtom } from '../../state/profile/self-info-atoms';
import { birthFromDateInput, dateInputFromBirth, Gender } from './profile-fields';
import type { SelfInfo } from '../../state/profile/self-info';
import { useServerFeatures } from '../../api/use-server-features';
import './profile.css';

const MAX_NICKNAME_LENGTH = 64;

/** The user's own profile: avatar, nickname, gender and birthday to edit; sign-in details and IDs to read. */
export function SelfInfoDetailsScreen() {
  const { t } = useLingui();
  const self = useAtomValue(selfInfoAtom);
  return (
    <Screen title={t`My information`}>
      {/* Keyed by user, so the form starts from the loaded record rather than the empty one before it. */}
      {self && <SelfInfoForm key={self.userID} self={self} />}
    </Screen>
  );
}

function SelfInfoForm({ self }: { self: SelfInfo }) {
  const { t } = useLingui();
  const { emailChange } = useServerFeatures();
  const [nickname, setNickname] = useState(self.nickname ?? '');
  const [gender, setGender] = useState(self.gender ?? Gender.private);
  const [birthday, setBirthday] = useState(dateInputFromBirth(self.birth));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const name = self.nickname ?? self.userID;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = nickname.trim();
    if (!trimmed) return setError(t`Please enter a nickname`);
    setError(null);
    setSaving(true);
    try {
      await saveOwnProfile(appStore, { nickname: trimmed, gender, birth: birthFromDateInput(birthday) });
      showToast(appStore, t`Modified`);
    } catch {
      showToast(appStore, t`Operation failed`, 'failure');
    } finally {
      setSaving(false);
    }
  };

  const changeAvatar = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same picture chosen again should still count as a choice.
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      const faceURL = await uploadAvatar(file);
      await saveOwnProfile(appStore, { faceURL });
      showToast(appStore, t`Modified`);
    } catch {
      showToast(appStore, t`Upload failed`, 'failure');
    } finally {
      setUploading(false);
    }
  };

  const phone = self.phoneNumber ? `${self.areaCode ?? ''} ${self.phoneNumber}`.trim() : '';
  const readOnly: Array<[string, string]> = [
    [t`Phone number`, phone],
    [t`Account`, self.account ?? ''],
    [t`User ID`, self.userID],
  ];

  return (
    <>
      <div className="profile-avatar-row">
        <Avatar name={name} src={self.faceURL} size={72} label={t`Avatar`} />
        <label className="secondary-button profile-avatar-button" aria-busy={uploading}>
          {uploading ? <Trans>Uploading…</Trans> : <Trans>Change avatar</Trans>}
          <input
            type="file"
            accept="image/*"
            className="visually-hidden-input"
            disabled={uploading}
            onChange={(event) => void changeAvatar(event)}
          />
        </label>
      </div>
      <form className="form" onSubmit={(event) => void save(event)} noValidate>
        <label>
          <Trans>Nickname</Trans>
          <input value={nickname} maxLength={MAX_NICKNAME_LENGTH} onChange={(e) => setNickname(e.target.value)} />
        </label>
        <label>
          <Trans>Gender</Trans>
          <select value={gender} onChange={(e) => setGender(Number(e.target.value))}>
            <option value={Gender.male}>{t`Male`}</option>
            <option value={Gender.female}>{t`Female`}</option>
            <option value={Gender.private}>{t`Private`}</option>
          </select>
        </label>
        <label>
          <Trans>Birthday</Trans>
          <input type="date" value={birthday} onChange={(e) => setBirthday(e.target.value)} />
        </label>
        <FormError message={error} />
        <button type="submit" className="primary-button" disabled={saving}>
          <Trans>Save</Trans>
        </button>
      </form>
      <dl className="profile-fields" aria-label={t`Account details`}>
        {readOnly.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
        <div>
          <dt>
            <Trans>E-mail</Trans>
          </dt>
          <dd>{emailChange ? <Link to="/changeEmail">{self.email || t`Add e-mail`}</Link> : self.email || '—'}</dd>
        </div>
      </dl>
    </>
  );
}
