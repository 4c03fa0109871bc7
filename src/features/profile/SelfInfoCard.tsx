import { useAtomValue } from 'jotai';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { selfInfoAtom } from '../../state/profile/self-info-atoms';
import './self-info-card.css';
import { Avatar } from '../../ui/Avatar';

/** The profile tab's header: who is signed in, leading to their details. */
export function SelfInfoCard() {
  const self = useAtomValue(selfInfoAtom);
  if (!self) return null;
  const { userID } = self;
  const name = self.nickname ?? userID;
  return (
    <Link to="/selfInfoDetails" className="self-info-card">
      <Avatar src={self.faceURL} name={name} size={56} />
      <span className="self-info-text">
        <strong>{name}</strong>
        <span>
          <Trans>ID: {userID}</Trans>
        </span>
      </span>
    </Link>
  );
}
