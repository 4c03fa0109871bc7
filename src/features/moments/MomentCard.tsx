import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { appStore } from '../../state/store';
import { Avatar } from '../../ui/Avatar';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { formatMessageTime } from '../../ui/format/message-time';
import { useNow } from '../../ui/format/use-now';
import { showToast } from '../../ui/toast/toast-atoms';
import { deleteMoment, likeMoment, MomentPermission, type WorkMoment } from '../../api/moments';
import { MomentMedia } from './MomentMedia';
import { MomentComments } from './MomentComments';
import { likedBy } from '../../api/moment-state/moment-rules';
import { dropMoment, storeMoment } from './use-moments';
import { Heart } from 'lucide-react';

/** One moment: who, what (text, pictures or a video), when, and its likes and comments. */
export function MomentCard({ moment, selfUserID }: { moment: WorkMoment; selfUserID: string }) {
  const { t, i18n } = useLingui();
  const now = useNow();
  const client = useQueryClient();
  const [commenting, setCommenting] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  const own = moment.userID === selfUserID;
  const liked = likedBy(moment, selfUserID);
  const name = moment.nickname || moment.userID;
  const likeNames = (moment.likeUsers ?? []).map((user) => user.nickname || user.userID).join(', ');
  const permissionLabel: Record<number, string> = {
    [MomentPermission.private]: t`Private`,
    [MomentPermission.onlyListed]: t`Partly visible`,
    [MomentPermission.allButListed]: t`Hidden from some`,
  };

  const toggleLike = async () => {
    setBusy(true);
    try {
      storeMoment(client, await likeMoment(moment.workMomentID, !liked));
    } catch {
      showToast(appStore, t`Operation failed`, 'failure');
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await deleteMoment(moment.workMomentID);
      dropMoment(client, moment.workMomentID);
      showToast(appStore, t`Deleted`);
    } catch {
      showToast(appStore, t`Operation failed`, 'failure');
    } finally {
      setBusy(false);
      setConfirmingDelete(false);
    }
  };

  return (
    <article className="moment-card" aria-label={t`Moment by ${name}`}>
      {/* The name beside it is the same link; one stop for keyboards and screen readers is enough. */}
      <Link to="/userCard" search={{ userID: moment.userID }} className="moment-avatar" tabIndex={-1} aria-hidden>
        <Avatar src={moment.faceURL} name={name} size={40} />
      </Link>
      <div className="moment-main">
        <Link to="/userCard" search={{ userID: moment.userID }} className="moment-author">
          {name}
        </Link>
        {moment.content.text ? <p className="moment-text">{moment.content.text}</p> : null}
        <MomentMedia moment={moment} />
        {(moment.atUsers ?? []).length > 0 ? (
          <p className="moment-mentions">
            {t`Mentioned:`} {(moment.atUsers ?? []).map((user) => `@${user.nickname || user.userID}`).join(' ')}
          </p>
        ) : null}
        <div className="moment-meta">
          <Link to="/momentsDetails" search={{ workMomentID: moment.workMomentID }} className="moment-time">
            {formatMessageTime(moment.createTime, now, i18n.locale, 'chat', i18n)}
          </Link>
          {own && permissionLabel[moment.permission ?? 0] ? (
            <span className="moment-permission">{permissionLabel[moment.permission ?? 0]}</span>
          ) : null}
          {own ? (
            <button type="button" className="link-button" onClick={() => setConfirmingDelete(true)} disabled={busy}>
              {t`Delete`}
            </button>
          ) : null}
          <span className="moment-actions">
            <button
              type="button"
              className="moment-action"
              aria-pressed={liked}
              onClick={() => void toggleLike()}
              disabled={busy}
            >
              {liked ? t`Unlike` : t`Like`}
            </button>
            <button
              type="button"
              className="moment-action"
              aria-expanded={commenting}
              onClick={() => setCommenting((open) => !open)}
            >
              {t`Comment`}
            </button>
          </span>
        </div>
        {likeNames ? (
          <p className="moment-likes" aria-label={t`Liked by ${likeNames}`}>
            <Heart size={14} fill="currentColor" aria-hidden="true" /> {likeNames}
          </p>
        ) : null}
        <MomentComments
          moment={moment}
          selfUserID={selfUserID}
          composing={commenting}
          onComposingDone={() => setCommenting(false)}
        />
      </div>
      {confirmingDelete ? (
        <ConfirmDialog
          title={t`Delete this moment?`}
          message={t`It will be gone for everyone, with its likes and comments.`}
          confirmLabel={t`Delete`}
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setConfirmingDelete(false)}
        />
      ) : null}
    </article>
  );
}
