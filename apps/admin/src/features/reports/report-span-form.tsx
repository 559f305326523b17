import { useState } from 'react';

/**
 * The days a report covers, both included; the server checks them and says what is wrong. Given a `key` of the days
 * shown, so the defaults that arrive with the first answer fill it in.
 */
export function ReportSpanForm({
  from,
  to,
  onShow,
}: {
  from?: string;
  to?: string;
  onShow: (from: string | undefined, to: string | undefined) => void;
}) {
  const [start, setStart] = useState(from ?? '');
  const [end, setEnd] = useState(to ?? '');
  return (
    <form
      className="toolbar report-span"
      onSubmit={(event) => {
        event.preventDefault();
        onShow(start || undefined, end || undefined);
      }}
    >
      <label>
        From
        <input type="date" value={start} onChange={(e) => setStart(e.target.value)} />
      </label>
      <label>
        To
        <input type="date" value={end} onChange={(e) => setEnd(e.target.value)} />
      </label>
      <button type="submit" className="button button--primary">
        Show
      </button>
    </form>
  );
}
