import { useEffect, useId, useRef, useState } from 'react';
import { Plural, useLingui } from '@lingui/react/macro';
import { AdminCallError } from '../../../api/admin/admin-client';
import { adminErrorText } from '../admin-errors';
import { directoryApi } from './directory-api';

/** The server's limits (server/chat/organization/org-import-route.ts), checked here first to say so sooner. */
const MAX_FILE_BYTES = 512 * 1024;

interface RowProblem {
  line: number;
  message: string;
}

type Outcome =
  | { kind: 'imported'; members: number; departments: number }
  | { kind: 'bad-rows'; problems: RowProblem[] }
  | { kind: 'failed'; message: string };

/** The bad rows a refused import lists in its envelope's data (1001 with data.problems). */
function problemsOf(error: unknown): RowProblem[] | null {
  if (!(error instanceof AdminCallError) || error.errCode !== 1001) return null;
  const problems = (error.data as { problems?: unknown } | undefined)?.problems;
  return Array.isArray(problems) ? (problems as RowProblem[]) : null;
}

/**
 * Uploads the spreadsheet export to /organization/import, which runs `npm run org:import`'s checks and import: all
 * of it or, when a row is bad, nothing, with every bad row listed here by line and reason.
 */
export function CsvImport({ onImported }: { onImported: () => void }) {
  const { t, i18n } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const problemsHeading = useRef<HTMLHeadingElement>(null);
  const headingID = useId();
  const hintID = useId();

  useEffect(() => {
    // The list of bad rows is where attention goes: focus lands on its heading, so Tab walks on through it.
    if (outcome?.kind === 'bad-rows') problemsHeading.current?.focus();
  }, [outcome]);

  const upload = async () => {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setOutcome({ kind: 'failed', message: t`The file is larger than 512 KiB. Split it and import the parts.` });
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      const result = await directoryApi.importCsv(await file.text());
      setOutcome({
        kind: 'imported',
        members: result.membersImported ?? 0,
        departments: result.departmentsCreated ?? 0,
      });
      onImported();
    } catch (error) {
      const problems = problemsOf(error);
      setOutcome(problems ? { kind: 'bad-rows', problems } : { kind: 'failed', message: adminErrorText(error, i18n) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="admin-card admin-import" aria-labelledby={headingID}>
      <h2 id={headingID}>{t`Import a spreadsheet`}</h2>
      <p id={hintID} className="admin-hint">
        {t`A CSV file with the header department,name,account_or_phone,position,entry_date. Departments nest with "/". Everyone must have an account. If any row is wrong, nothing is imported.`}
      </p>
      <form
        className="admin-import-form"
        onSubmit={(event) => {
          event.preventDefault();
          void upload();
        }}
      >
        <label>
          {t`CSV file`}
          <input
            type="file"
            accept=".csv,text/csv"
            aria-describedby={hintID}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setOutcome(null);
            }}
          />
        </label>
        <button type="submit" className="primary-button" disabled={!file || busy}>
          {busy ? t`Importing…` : t`Import`}
        </button>
      </form>
      <div role="status">
        {outcome?.kind === 'imported' ? (
          <p className="admin-success">
            <Plural value={outcome.members} one="Imported # member" other="Imported # members" />
            {'; '}
            <Plural value={outcome.departments} one="# new department." other="# new departments." />
          </p>
        ) : null}
      </div>
      {outcome?.kind === 'failed' ? (
        <p role="alert" className="field-error">
          {outcome.message}
        </p>
      ) : null}
      {outcome?.kind === 'bad-rows' ? (
        <div className="admin-problems">
          <h3 ref={problemsHeading} tabIndex={-1}>
            <Plural
              value={outcome.problems.length}
              one="Nothing was imported: # row needs fixing"
              other="Nothing was imported: # rows need fixing"
            />
          </h3>
          <ul aria-label={t`Rows to fix`}>
            {outcome.problems.map((problem) => (
              <li key={`${problem.line}:${problem.message}`}>
                <span className="admin-problem-line">{t`Line ${problem.line}`}</span> {problem.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
