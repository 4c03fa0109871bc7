import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { MapTemplateSetting } from './MapTemplateSetting';
import {
  defaultEndpoints,
  endpointsSchema,
  readEndpoints,
  resetEndpoints,
  saveEndpoints,
  type Endpoints,
} from '../../config/endpoints';

type FieldErrors = Partial<Record<keyof Endpoints, string>>;

export function ConfigScreen() {
  const { t } = useLingui();
  const [values, setValues] = useState<Endpoints>(() => readEndpoints(localStorage, location.origin));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);

  const fieldError: Record<keyof Endpoints, string> = {
    apiUrl: t`Enter an http(s) address`,
    wsUrl: t`Enter a ws(s) address`,
    chatUrl: t`Enter an http(s) address`,
    platformID: t`Enter a platform ID from 1 to 12`,
    logLevel: t`Enter a log level from 0 to 6`,
  };

  const update = (key: keyof Endpoints) => (event: { target: { value: string } }) => {
    setSaved(false);
    setValues((current) => ({ ...current, [key]: event.target.value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = endpointsSchema.safeParse(values);
    if (!result.success) {
      const next: FieldErrors = {};
      for (const issue of result.error.issues) {
        const key = issue.path[0] as keyof Endpoints;
        next[key] = fieldError[key];
      }
      setErrors(next);
      return;
    }
    saveEndpoints(result.data, localStorage);
    setErrors({});
    setSaved(true);
  };

  const restoreDefaults = () => {
    resetEndpoints(localStorage);
    setValues(defaultEndpoints(location.origin));
    setErrors({});
    setSaved(true);
  };

  const field = (key: keyof Endpoints, label: string, inputMode?: 'numeric') => (
    <label>
      {label}
      <input
        name={key}
        value={String(values[key])}
        inputMode={inputMode}
        onChange={update(key)}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${key}-error` : undefined}
      />
      {errors[key] && (
        <span id={`${key}-error`} className="field-error">
          {errors[key]}
        </span>
      )}
    </label>
  );

  return (
    <Screen title={t`Server settings`}>
      <form className="form" onSubmit={submit} noValidate>
        {field('apiUrl', t`IM API address`)}
        {field('wsUrl', t`Message gateway address`)}
        {field('chatUrl', t`Chat service address`)}
        {field('platformID', t`Platform ID`, 'numeric')}
        {field('logLevel', t`SDK log level`, 'numeric')}
        <button type="submit" className="primary-button">
          <Trans>Save</Trans>
        </button>
        <button type="button" className="secondary-button" onClick={restoreDefaults}>
          <Trans>Use this server</Trans>
        </button>
        {saved && (
          <p role="status">
            <Trans>Saved. The new settings apply the next time you sign in.</Trans>
          </p>
        )}
      </form>
      <MapTemplateSetting />
    </Screen>
  );
}
