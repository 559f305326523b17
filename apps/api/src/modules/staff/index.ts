/**
 * Staff identity, roles and the audit log (issue 25): what other modules and app.ts may use of it. A module's staff
 * routes declare `config.staff` and record their writes with `createAuditRepo(tx).record(actorOf(request), …)` in the
 * transaction of the write.
 */
export { createStaffModule, STAFF_PREFIX, type StaffModule } from './staff.module.ts';
export {
  createAuditRepo,
  type Audited,
  type AuditPort,
  type AuditRepo,
  type AuditWrite,
  type StaffActor,
} from './audit.repo.ts';
export { actorOf, type StaffRequirement } from './staff-guard.ts';
export { STAFF_SECURITY } from './staff.routes.ts';
export { totpCode } from './totp.ts';
