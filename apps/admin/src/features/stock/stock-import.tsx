import {
  STOCK_IMPORT_MAX_BYTES,
  STOCK_REASON_MAX_LENGTH,
  STOCK_REASON_MIN_LENGTH,
  type StockImportAnswer,
} from '@shop/shared/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { ErrorAlert, StatusMessage } from '../../components/alert.tsx';
import { Field } from '../../components/field.tsx';
import { importStock, stockKeys, STOCK_FILE_URL } from './stock-api.ts';
import { ImportProblems } from './import-problems.tsx';

const MEGABYTES = STOCK_IMPORT_MAX_BYTES / 1024 / 1024;

const sizes = (count: number) => (count === 0 ? 'no size' : count === 1 ? '1 size' : `${count} sizes`);

export const importedMessage = ({ changed, unchanged }: StockImportAnswer) =>
  `The file is imported: ${sizes(changed)} changed` +
  (unchanged ? `, and ${sizes(unchanged)} already had the stock it gives.` : '.');

/**
 * The stock file: everyone who reads stock may download it; members who set stock may import it back, with one
 * reason for every change. The server checks every row first: one bad row and nothing changes, and each is listed.
 */
export function StockFile({ canWrite }: { canWrite: boolean }) {
  return (
    <div className="stock-file">
      <a className="button" href={STOCK_FILE_URL} download>
        Download the stock file (CSV)
      </a>
      {canWrite && (
        <details className="filters stock-import">
          <summary>Import a stock file</summary>
          <ImportForm />
        </details>
      )}
    </div>
  );
}

function ImportForm() {
  const queryClient = useQueryClient();
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: ({ file, reason }: { file: File; reason: string }) => importStock(file, reason),
    onMutate: () => setFileProblem(null),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockKeys.all }),
  });
  const fields = send.error instanceof ApiError ? send.error.fields : {};
  const problems = fields.file ?? [];

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const file = (formElement.elements.namedItem('file') as HTMLInputElement).files?.[0];
    // A file is checked here only for being there and its size: the server reads and judges every row.
    if (!file) {
      send.reset();
      setFileProblem('Choose the stock file (CSV) to import.');
      return;
    }
    if (file.size > STOCK_IMPORT_MAX_BYTES) {
      send.reset();
      setFileProblem(`The file is larger than ${MEGABYTES} MB: import it in parts.`);
      return;
    }
    send.mutate(
      { file, reason: String(new FormData(formElement).get('reason') ?? '') },
      { onSuccess: () => formElement.reset() },
    );
  };

  return (
    <form className="filters__form stock-import__form" noValidate onSubmit={submit} aria-label="Import a stock file">
      <p className="stock-import__how">
        Download the stock file, change the <code>stock</code> column and import the file back. Only the{' '}
        <code>size_id</code> and <code>stock</code> columns are read. If any row is wrong, no stock changes, and each
        row to fix is listed.
      </p>
      <div className="stock-import__fields">
        <Field
          label="Stock file (CSV)"
          name="file"
          type="file"
          accept=".csv,text/csv"
          required
          hint={`At most ${MEGABYTES} MB.`}
          error={fileProblem}
          onChange={() => setFileProblem(null)}
        />
        <Field
          label="Reason for every change"
          name="reason"
          required
          minLength={STOCK_REASON_MIN_LENGTH}
          maxLength={STOCK_REASON_MAX_LENGTH}
          hint="Kept in the audit log, for example: monthly stock count."
          error={fields.reason?.[0]}
        />
      </div>
      {problems.length > 0 ? (
        <ImportProblems message={send.error?.message ?? ''} problems={problems} />
      ) : (
        !fields.reason && <ErrorAlert error={send.error} />
      )}
      <StatusMessage>{send.data ? importedMessage(send.data) : null}</StatusMessage>
      <div className="filters__actions">
        <button className="button button--primary" type="submit" disabled={send.isPending}>
          {send.isPending ? 'Importing…' : 'Import stock'}
        </button>
      </div>
    </form>
  );
}
