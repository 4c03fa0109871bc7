import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';

/** deltas.md 15: choose phone or e-mail, then the code screen takes over. */
export function RegisterScreen() {
  const { t } = useLingui();
  return (
    <Screen title={t`Create account`}>
      <div className="form">
        <Link className="primary-button link-button" to="/getCode" search={{ isRegiste: true, isByEmail: false }}>
          <Trans>Register with a phone number</Trans>
        </Link>
        <Link className="secondary-button link-button" to="/getCode" search={{ isRegiste: true, isByEmail: true }}>
          <Trans>Register with an e-mail address</Trans>
        </Link>
        <p className="form-links">
          <Link to="/login">
            <Trans>I already have an account</Trans>
          </Link>
        </p>
      </div>
    </Screen>
  );
}
