/**
 * Accounts, one-time codes, sessions and Google sign-in (decisions 012 and 018). What other modules and app.ts may
 * use of it.
 */
export { createAuthModule } from './auth.module.ts';
/** The back office's customer calls (issue 25): app.ts registers them in the staff scope. */
export { customersStaffRoutes } from './customers-staff.routes.ts';
export type { CustomersService } from './customers.service.ts';
export type { AccountContact, Session } from './sessions.service.ts';
/** For the orders module's Emirates ID file names: the helper itself is `src/lib/tokens.ts`, as staff accounts use. */
export { randomToken } from '../../lib/tokens.ts';
