import { Link } from '@tanstack/react-router';
import { plural } from '@lingui/core/macro';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { Avatar } from '../../ui/Avatar';
import { Badge } from '../../ui/Badge';
import { selfInfoAtom } from '../../state/profile/self-info-atoms';
import { readStoredSession } from '../../state/session/stored-session';
import { MomentList } from './MomentList';
import { momentsUnreadAtom } from '../../api/moment-state/moments-atoms';
import './moments.css';
import { Plus } from 'lucide-react';

/** /moments: one's own and friends' moments, newest first, with the way to post and to the interactive list. */
export function MomentsScreen() {
  const { t } = useLingui();
  const self = useAtomValue(selfInfoAtom);
  const unread = useAtomValue(momentsUnreadAtom);
  // Until the self info has loaded, the session still knows who this is.
  const selfUserID = self?.userID ?? readStoredSession()?.userID ?? '';
  const name = self?.nickname || selfUserID;
  return (
    <Screen
      title={t`Moments`}
      actions={
        <Link to="/momentsRelease" search={{ momentsType: 0 }} className="icon-button" aria-label={t`Post a moment`}>
          <Plus size={22} />
        </Link>
      }
    >
      <MomentList
        label={t`Moments`}
        header={
          <div className="moments-head">
            <Avatar src={self?.faceURL} name={name} size={48} />
            <strong>{name}</strong>
            <nav className="moments-head-links" aria-label={t`Moments`}>
              {selfUserID ? (
                <Link to="/designatedMoments" search={{ userID: selfUserID }} className="secondary-button">
                  {t`My moments`}
                </Link>
              ) : null}
              <Link to="/interactiveMessage" className="secondary-button">
                {t`Messages`}
                <Badge
                  count={unread}
                  label={t`${plural(unread, { one: '# new like, comment or mention', other: '# new likes, comments and mentions' })}`}
                />
              </Link>
            </nav>
          </div>
        }
      />
    </Screen>
  );
}
