import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { AdminPage } from '../AdminPage';
import { useAdminAction } from '../directory/use-admin-action';
import { moved } from '../directory/department-tree';
import { appletsApi, type AdminApplet } from './applets-api';
import { AppletDialog } from './AppletDialog';
import '../directory/directory.css';
import { refreshQueries } from '../../../api/refresh-queries';

const QUERY_KEY = ['admin', 'applets'];

/** The console's workbench applets: add, edit, order (by keyboard too: Move up / Move down), remove. */
export function AppletsSection() {
  const { t } = useLingui();
  const client = useQueryClient();
  const applets = useQuery({ queryKey: QUERY_KEY, queryFn: appletsApi.list });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AdminApplet | null>(null);
  const [removing, setRemoving] = useState<AdminApplet | null>(null);
  const order = useAdminAction();
  const removal = useAdminAction();
  const list = useRef<HTMLUListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const refresh = () => refreshQueries(client, QUERY_KEY);
  const rows = applets.data ?? [];

  // Focus stays with the applet that moved, once the list shows the new order; at an end its pressed button is
  // off, so the other one takes it.
  const moving = useRef<{ id: string; step: -1 | 1 } | null>(null);
  useEffect(() => {
    const pending = moving.current;
    if (!pending) return;
    moving.current = null;
    const row = list.current?.querySelector(`[data-applet-id="${CSS.escape(pending.id)}"]`);
    const buttons = [...(row?.querySelectorAll<HTMLButtonElement>('button[data-move]') ?? [])].filter(
      (button) => !button.disabled,
    );
    const wanted = pending.step === -1 ? 'up' : 'down';
    (buttons.find((button) => button.dataset.move === wanted) ?? buttons[0])?.focus();
  }, [applets.data]);

  const move = async (index: number, step: -1 | 1) => {
    // Buttons stay enabled while a move runs (a disabled button would drop the focus); a second press waits.
    if (order.busy) return;
    const id = rows[index]!.id;
    const ids = moved(
      rows.map((applet) => applet.id),
      index,
      step,
    );
    if (!(await order.run(() => appletsApi.sort(ids)))) return;
    moving.current = { id, step };
    await refresh();
  };

  return (
    <AdminPage
      title={t`Applets`}
      actions={
        <button type="button" className="primary-button" onClick={() => setAdding(true)}>
          {t`Add applet`}
        </button>
      }
    >
      <section className="admin-card admin-applets" aria-labelledby="admin-applets-heading">
        <h2 id="admin-applets-heading" ref={heading} tabIndex={-1}>
          {t`On the workbench, in this order`}
        </h2>
        {applets.isPending ? <p role="status">{t`Loading…`}</p> : null}
        {applets.isError ? (
          <p role="alert" className="field-error">
            {t`The applets could not be loaded.`}
          </p>
        ) : null}
        {applets.isSuccess && rows.length === 0 ? <p className="admin-hint">{t`No applets yet.`}</p> : null}
        {order.error ? (
          <p role="alert" className="field-error">
            {order.error}
          </p>
        ) : null}
        <ul className="admin-list" ref={list} aria-labelledby="admin-applets-heading">
          {rows.map((applet, index) => {
            const name = applet.name || applet.appID || applet.id;
            return (
              <li key={applet.id} className="admin-list-row" data-applet-id={applet.id}>
                <span className="admin-list-text">
                  <span className="admin-person-name">
                    {name}
                    {applet.status === 2 ? <span className="admin-status">{t`Hidden`}</span> : null}
                  </span>
                  <span className="admin-secondary">{applet.url}</span>
                </span>
                <span className="admin-row-actions">
                  <button
                    type="button"
                    className="secondary-button"
                    data-move="up"
                    aria-label={t`Move ${name} up`}
                    disabled={index === 0}
                    onClick={() => void move(index, -1)}
                  >
                    {t`Up`}
                  </button>
                  <button
                    type="button"
                    className="secondary-button"
                    data-move="down"
                    aria-label={t`Move ${name} down`}
                    disabled={index === rows.length - 1}
                    onClick={() => void move(index, 1)}
                  >
                    {t`Down`}
                  </button>
                  <button
                    type="button"
                    className="secondary-button"
                    aria-label={t`Edit ${name}`}
                    onClick={() => setEditing(applet)}
                  >
                    {t`Edit`}
                  </button>
                  <button
                    type="button"
                    className="danger-button"
                    aria-label={t`Remove ${name}`}
                    onClick={() => setRemoving(applet)}
                  >
                    {t`Remove`}
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      </section>

      {adding && (
        <AppletDialog
          onSave={async (fields) => {
            await appletsApi.add(fields);
            await refresh();
          }}
          onClose={() => setAdding(false)}
        />
      )}
      {editing && (
        <AppletDialog
          applet={editing}
          onSave={async (fields) => {
            await appletsApi.update(editing.id, fields);
            await refresh();
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={t`Remove ${removing.name || removing.id}?`}
          message={t`It leaves everyone's workbench.`}
          confirmLabel={t`Remove`}
          busy={removal.busy}
          error={removal.error}
          onConfirm={() =>
            void (async () => {
              if (!(await removal.run(() => appletsApi.remove(removing.id)))) return;
              setRemoving(null);
              // The removed row's button is gone: focus goes to the list's heading.
              requestAnimationFrame(() => heading.current?.focus());
              await refresh();
            })()
          }
          onCancel={() => setRemoving(null)}
        />
      )}
    </AdminPage>
  );
}
