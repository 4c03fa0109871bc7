import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { AdminPage } from './AdminPage';
import { ADMIN_SECTIONS } from './admin-sections';

/** Where the console opens: what each section is for. */
export function AdminHome() {
  const { t, i18n } = useLingui();
  return (
    <AdminPage title={t`Admin console`}>
      <p className="form-hint">
        <Trans>Every action here goes through the server's admin routes, with the same checks as over HTTP.</Trans>
      </p>
      <ul className="admin-home-links">
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.to}>
            <Link to={section.to as '/admin'}>{i18n._(section.label)}</Link>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
