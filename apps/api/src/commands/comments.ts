/**
 * The blog comment tooling beside the back office's moderation screen (decision 017), through the shop's staff calls:
 *
 *   npm run comment:pending              lists the comments waiting for approval, oldest first
 *   npm run comment:approve -- <id>      approves one: it shows under its post at once
 *   npm run comment:reject -- <id>       rejects one: it never shows (or leaves its post), and is kept on record
 *
 * It asks the shop rather than opening the database: the embedded database belongs to the one process holding its
 * folder's lock, and only the shop can refresh the answers and pages it caches. It acts as a service account with
 * moderation (STAFF_API_KEY, issue 25); SHOP_URL says where the shop runs (default: this machine on PORT).
 */
import type { PendingCommentsResponse, StaffComment } from '@shop/shared';
import { callShopAsStaff } from './staff-call.ts';

const USAGE =
  'Usage: npm run comment:pending | npm run comment:approve -- <comment id> | npm run comment:reject -- <comment id>\n';

/** One comment as a few lines of text. */
function describeComment(c: StaffComment): string {
  const state = c.approved_at ? `approved ${c.approved_at}` : c.status;
  const message = c.message.replace(/\s+/g, ' ');
  return `#${c.id}  post ${c.blog_id}  ${c.created_at}  ${state}\n  ${c.name} <${c.email}>\n  ${message.length > 300 ? `${message.slice(0, 299)}…` : message}\n`;
}

async function main([action, id, ...rest]: string[]): Promise<number> {
  const call =
    action === 'pending' && !id
      ? { method: 'GET' as const, path: '/staff/comments/pending' }
      : action === 'approve' && id && /^\d{1,9}$/.test(id) && !rest.length
        ? { method: 'POST' as const, path: `/staff/comments/${id}/approve` }
        : action === 'reject' && id && /^\d{1,9}$/.test(id) && !rest.length
          ? // Rejected as the moderation screen rejects: kept, so the decision and what was said stay on record.
            { method: 'POST' as const, path: `/staff/comments/${id}/moderate`, body: { decision: 'reject' } }
          : undefined;
  if (!call) {
    process.stderr.write(USAGE);
    return 2;
  }
  const res = await callShopAsStaff<unknown>(call.method, call.path, 'body' in call ? call.body : undefined);
  if (!res.ok) return res.exitCode;
  const body = res.body;
  if (action === 'pending') {
    const { data } = body as PendingCommentsResponse;
    process.stdout.write(
      data.length
        ? `${data.length} comment${data.length === 1 ? '' : 's'} waiting for approval:\n\n${data.map(describeComment).join('\n')}`
        : 'No comment is waiting for approval.\n',
    );
  } else {
    process.stdout.write(
      `${action === 'approve' ? 'Approved' : 'Rejected'}:\n${describeComment(body as StaffComment)}`,
    );
  }
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
