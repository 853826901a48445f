// Every REST route of the service, in one list (spec "REST calls").
import type { Route } from './pipeline/router.js';
import { profileRoutes } from './people/profile.js';
import { connectionRoutes } from './people/connections.js';
import { searchRoutes } from './people/search.js';
import { updateRoutes } from './activity/updates.js';
import { shareRoutes } from './activity/shares.js';
import { companyRoutes } from './companies/companies.js';
import { companySearchRoutes } from './companies/companySearch.js';
import { groupRoutes } from './groups/groups.js';
import { mailboxRoutes } from './people/mailbox.js';
import { jobRoutes } from './jobs/jobs.js';
import { jobSearchRoutes } from './jobs/jobSearch.js';

export const REST_ROUTES: Route[] = [
  ...searchRoutes,
  ...connectionRoutes,
  ...updateRoutes,
  ...shareRoutes,
  ...mailboxRoutes,
  ...groupRoutes,
  ...companyRoutes,
  ...companySearchRoutes,
  ...jobSearchRoutes,
  ...jobRoutes,
  ...profileRoutes,
];
