/** `row 4: stock "-3" is not a whole number…` → row 4 and its reason; a line without a row is kept whole. */
export function readProblem(line: string): { row: number | null; reason: string } {
  const match = /^row (\d+): (.*)$/s.exec(line);
  if (!match) return { row: null, reason: line };
  const reason = match[2]!;
  return { row: Number(match[1]), reason: reason.charAt(0).toUpperCase() + reason.slice(1) };
}

/**
 * A refused stock file: the server's sentence in an alert (read out once, with the count), then every problem it
 * listed in a table of row and reason, which scrolls in its own box when the list is long.
 */
export function ImportProblems({ message, problems }: { message: string; problems: string[] }) {
  const read = problems.map(readProblem);
  const rows = read.filter((problem) => problem.row !== null);
  const rest = read.filter((problem) => problem.row === null);
  return (
    <div className="import-problems">
      <div className="alert alert--error" role="alert">
        {message} {rows.length === 1 ? 'One problem is listed below.' : `${rows.length} problems are listed below.`}
      </div>
      {rows.length > 0 && (
        <div className="table-wrap import-problems__list" tabIndex={0} role="region" aria-label="Rows to fix">
          <table className="orders-table">
            <caption className="visually-hidden">Rows to fix (row 1 is the header)</caption>
            <thead>
              <tr>
                <th scope="col" className="num">
                  Row
                </th>
                <th scope="col">Problem</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((problem, index) => (
                <tr key={index}>
                  <td className="num">{problem.row}</td>
                  <td>{problem.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {rest.map((problem, index) => (
        <p key={index} className="import-problems__more">
          {problem.reason.charAt(0).toUpperCase() + problem.reason.slice(1)}.
        </p>
      ))}
    </div>
  );
}
