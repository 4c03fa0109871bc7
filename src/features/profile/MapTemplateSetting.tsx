import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import './map-template.css';
import { configuredMapTemplate, isMapTemplate, resetMapTemplate, saveMapTemplate } from '../../config/map-image';

// Placeholders stay out of the translated text: braces are syntax in message catalogs.
const TILE_PLACEHOLDERS = '{z}, {x}, {y}';
const STATIC_PLACEHOLDERS = '{lat}, {lon}';

/**
 * The map picture for locations (deltas.md 16): a tile or static-map address template. Empty shows no map: then
 * nobody outside this server learns where a shared place is, and locations show their coordinates instead.
 */
export function MapTemplateSetting() {
  const { t } = useLingui();
  const [value, setValue] = useState(configuredMapTemplate);
  const [error, setError] = useState(false);
  const [saved, setSaved] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const template = value.trim();
    if (template && !isMapTemplate(template)) {
      setError(true);
      setSaved(false);
      return;
    }
    saveMapTemplate(template, localStorage);
    setError(false);
    setSaved(true);
  };

  const restoreDefault = () => {
    resetMapTemplate(localStorage);
    setValue(configuredMapTemplate());
    setError(false);
    setSaved(true);
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-label={t`Map`}>
      <label>
        {t`Map picture address`}
        <input
          name="mapImageUrl"
          value={value}
          placeholder="https://tile.openstreetmap.org/{z}/{x}/{y}.png"
          onChange={(event) => {
            setSaved(false);
            setValue(event.target.value);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby="map-template-help"
        />
        <span id="map-template-help" className={error ? 'field-error' : 'map-template-hint'}>
          {error
            ? t`Enter an http(s) address with ${TILE_PLACEHOLDERS}, or with ${STATIC_PLACEHOLDERS}`
            : t`Leave empty to show coordinates without a map.`}
        </span>
      </label>
      <button type="submit" className="primary-button">
        <Trans>Save map</Trans>
      </button>
      <button type="button" className="secondary-button" onClick={restoreDefault}>
        <Trans>Default map</Trans>
      </button>
      {saved && (
        <p role="status">
          <Trans>Map setting saved.</Trans>
        </p>
      )}
    </form>
  );
}
