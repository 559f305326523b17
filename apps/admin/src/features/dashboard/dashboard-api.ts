import type { StaffDashboard } from '@shop/shared/rules';
import { api } from '../../api/client.ts';

/** The day at a glance (issue 25, item 10): one call, each part there only for a role that may see its area. */

/** How often the figures are asked for again while the screen is open. */
export const DASHBOARD_POLL_MS = 30_000;

export const dashboardKeys = { all: ['dashboard'] as const };

export const fetchDashboard = () => api.get<StaffDashboard>('/dashboard');
