import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { appStore } from '../../state/store';
import { Screen } from '../../ui/Screen';
import { showToast } from '../../ui/toast/toast-atoms';
import { loadGroupInfo, loadSelfInfo } from '../../sdk/user-cards';
import { Avatar } from '../../ui/Avatar';
import { imReady } from '../auth/im-ready';
import { addFriendPayload, joinGroupPayload } from '../contacts/qr-payload';
import { qrCardImage, qrDataURL } from './qr-image';
import './qr-card.css';

interface QrSubject {
  id: string;
  name: string;
  faceURL: string;
  payload: string;
}

async function loadSubject(isGroup: boolean, groupID: string | undefined): Promise<QrSubject | null> {
  await imReady();
  if (isGroup) {
    const group = groupID ? await loadGroupInfo(groupID) : null;
    return group
      ? { id: group.groupID, name: group.groupName, faceURL: group.faceURL, payload: joinGroupPayload(group.groupID) }
      : null;
  }
  const self = await loadSelfInfo();
  return { id: self.userID, name: self.nickname, faceURL: self.faceURL, payload: addFriendPayload(self.userID) };
}

/** The user's own QR card (scanning it opens their card to add them), or a group's (scanning it offers to join). */
export function QrCardScreen({ isGroup, groupID }: { isGroup: boolean; groupID?: string }) {
  const { t } = useLingui();
  const card = useQuery({
    queryKey: ['qrCard', isGroup, groupID ?? ''],
    queryFn: async () => {
      const subject = await loadSubject(isGroup, groupID);
      return subject ? { subject, qr: await qrDataURL(subject.payload) } : null;
    },
  });
  const title = isGroup ? t`Group QR code` : t`My QR code`;
  if (card.isError || card.data === null) {
    return (
      <Screen title={title}>
        <p className="empty-state" role="alert">
          {isGroup ? <Trans>This group could not be found</Trans> : <Trans>Get user info failed</Trans>}
        </p>
      </Screen>
    );
  }
  if (!card.data) return <Screen title={title}>{null}</Screen>;
  const { subject, qr } = card.data;

  const save = async () => {
    try {
      const link = document.createElement('a');
      link.href = await qrCardImage(qr, subject.name);
      link.download = `${isGroup ? 'group' : 'user'}-${subject.id}-qr.png`;
      link.click();
    } catch {
      showToast(appStore, t`Operation failed`, 'failure');
    }
  };

  return (
    <Screen title={title}>
      <div className="qr-card">
        <div className="qr-card-head">
          <Avatar name={subject.name} src={subject.faceURL} size={64} />
          <h2>{subject.name}</h2>
        </div>
        <img className="qr-card-code" src={qr} alt={t`QR code`} width={240} height={240} />
        <p className="qr-card-hint">
          {isGroup ? (
            <Trans>Scan the QR code to join this group</Trans>
          ) : (
            <Trans>Scan the QR code to add me as a friend</Trans>
          )}
        </p>
        <button type="button" className="secondary-button" onClick={() => void save()}>
          <Trans>Save image</Trans>
        </button>
      </div>
    </Screen>
  );
}
