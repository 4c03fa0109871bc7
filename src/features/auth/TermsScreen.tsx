import { Trans, useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';

/**
 * Parley's own user service agreement: general terms for a server whose operator has not set its own
 * (PARLEY_TERMS_URL). Open to everyone, since it is read before registering.
 */
export function TermsScreen() {
  const { t } = useLingui();
  return (
    <Screen title={t`User service agreement`}>
      <div className="form terms">
        <p>
          <Trans>
            The organisation that runs this server has not published terms of its own; until it does, these apply.
          </Trans>
        </p>
        <h2>
          <Trans>Using the service</Trans>
        </h2>
        <p>
          <Trans>
            You use this service to talk and work with the people of the organisation that runs it. Be respectful. Do
            not send anything unlawful or abusive, or anything you have no right to share.
          </Trans>
        </p>
        <h2>
          <Trans>Your account and your data</Trans>
        </h2>
        <p>
          <Trans>
            Your profile, messages and files are stored on this server so that they reach the people you send them to.
            The operator of the server looks after them, may block an account that breaks these terms, and deletes your
            account and its data when you ask.
          </Trans>
        </p>
        <h2>
          <Trans>No warranty</Trans>
        </h2>
        <p>
          <Trans>
            The service is provided as it is. The operator may change or end it, and says so in advance where it can.
          </Trans>
        </p>
      </div>
    </Screen>
  );
}
