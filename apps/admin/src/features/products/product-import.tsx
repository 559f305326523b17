import { PRODUCT_IMPORT_MAX_BYTES, type ProductImportAnswer, type ProductImportRow } from '@shop/shared/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { ErrorAlert, StatusMessage } from '../../components/alert.tsx';
import { Field } from '../../components/field.tsx';
import { importProducts, productsKeys } from './products-api.ts';

const MEGABYTES = PRODUCT_IMPORT_MAX_BYTES / 1024 / 1024;
const ACTIONS: Record<ProductImportRow['action'], string> = {
  create: 'Created',
  change: 'Changed',
  unchanged: 'Unchanged',
  refused: 'Refused',
};

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

export const appliedMessage = ({ products_created, products_changed }: ProductImportAnswer) =>
  `The file is imported: ${count(products_created, 'product')} created and ${count(products_changed, 'product')} changed.`;

/** A row's detail: the columns a change changes, or why the row is refused. */
const detailOf = (row: ProductImportRow) =>
  row.action === 'refused'
    ? row.reasons.map((reason) => reason.replace(/^row \d+: /, '')).join('; ')
    : row.changes.join(', ');

function DryRunTable({ answer }: { answer: ProductImportAnswer }) {
  const shown = answer.rows.filter((row) => row.action !== 'unchanged');
  const unchanged = answer.rows.length - shown.length;
  const refused = answer.rows.filter((row) => row.action === 'refused').length;
  return (
    <div className="import-dry-run">
      <p role="status">
        {refused
          ? `${count(refused, 'row')} refused: fix ${refused === 1 ? 'it' : 'them'} and check the file again. Nothing can be applied until then.`
          : `Nothing is changed yet: ${count(answer.products_created, 'product')} would be created and ${count(answer.products_changed, 'product')} changed.`}
        {unchanged > 0 && ` ${count(unchanged, 'row')} ${unchanged === 1 ? 'changes' : 'change'} nothing.`}
      </p>
      {shown.length > 0 && (
        <div className="table-wrap import-problems__list" tabIndex={0} role="region" aria-label="What the file does">
          <table className="orders-table">
            <caption className="visually-hidden">What each row of the file does (row 1 is the header)</caption>
            <thead>
              <tr>
                <th scope="col" className="num">
                  Row
                </th>
                <th scope="col">Product</th>
                <th scope="col">Size</th>
                <th scope="col">Result</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={row.row}>
                  <td className="num">{row.row}</td>
                  <td>{row.product_route}</td>
                  <td>{row.size}</td>
                  <td>
                    {row.action === 'refused' ? <span className="tag tag--bad">Refused</span> : ACTIONS[row.action]}
                  </td>
                  <td>{detailOf(row)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/**
 * The product file's import (issue 26, item 10): the file is checked first (a dry run, row by row), and only a file
 * with no refused row can be applied, whole.
 */
export function ProductImport() {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const check = useMutation({ mutationFn: (chosen: File) => importProducts(chosen, true) });
  const apply = useMutation({
    mutationFn: (chosen: File) => importProducts(chosen, false),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsKeys.all }),
  });
  const dryRun = check.data;
  const canApply =
    !!file && !!dryRun && !apply.data && dryRun.rows.every((row) => row.action !== 'refused') && !apply.isPending;
  const applyProblems = apply.error instanceof ApiError ? (apply.error.fields.file ?? []) : [];

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply.reset();
    check.reset();
    if (!file) return setFileProblem('Choose the product file (CSV) to check.');
    if (file.size > PRODUCT_IMPORT_MAX_BYTES)
      return setFileProblem(`The file is larger than ${MEGABYTES} MB: import it in parts.`);
    check.mutate(file);
  };

  return (
    <form className="filters__form stock-import__form" noValidate onSubmit={submit} aria-label="Import products">
      <p className="stock-import__how">
        Export the products, edit the file (one row per size; amounts in AED) and import it back. The file is checked
        first: nothing changes until you apply it, and a file with any refused row cannot be applied.
      </p>
      <Field
        label="Product file (CSV)"
        name="file"
        type="file"
        accept=".csv,text/csv"
        required
        hint={`At most ${MEGABYTES} MB.`}
        error={fileProblem}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
          setFileProblem(null);
          setFile(event.target.files?.[0] ?? null);
          check.reset();
          apply.reset();
        }}
      />
      <ErrorAlert error={check.error} />
      {dryRun && <DryRunTable answer={dryRun} />}
      <ErrorAlert error={apply.error} />
      {applyProblems.length > 0 && (
        // The file changed between the check and Apply (or the shop did): every problem, as the server listed it.
        <ul className="import-problems__more" aria-label="Rows to fix">
          {applyProblems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <StatusMessage>{apply.data ? appliedMessage(apply.data) : null}</StatusMessage>
      <div className="filters__actions">
        <button className="button" type="submit" disabled={check.isPending}>
          {check.isPending ? 'Checking…' : 'Check the file'}
        </button>
        <button
          className="button button--primary"
          type="button"
          disabled={!canApply}
          onClick={() => file && apply.mutate(file)}
        >
          {apply.isPending ? 'Applying…' : 'Apply'}
        </button>
      </div>
    </form>
  );
}
