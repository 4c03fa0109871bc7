import { useAtomValue } from 'jotai';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { selfInfoAtom } from './self-info-atoms';
import './self-info-card.css';

/** The profile tab's header: who is signed in, leading to their details. */
export function SelfInfoCard() {
  const self = useAtomValue(selfInfoAtom);
  if (!self) return null;
  const { userID } = self;
  const name = self.nickname ?? userID;
  return (
    <Link to="/selfInfoDetails" className="self-info-card">
      <span className="self-info-avatar" aria-hidden="true">
        {/* product-spec §9: without a picture, a brand-blue square with the name's last character. */}
        {self.faceURL ? <img src={self.faceURL} alt="" /> : Array.from(name).at(-1)}
      </span>
      <span className="self-info-text">
        <strong>{name}</strong>
        <span>
          <Trans>ID: {userID}</Trans>
        </span>
      </span>
    </Link>
  );
}
