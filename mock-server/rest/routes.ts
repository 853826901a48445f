// Every REST route of the service, in one list (spec "REST calls").
import type { Route } from './router.js';
import { profileRoutes } from './people/profile.js';
import { connectionRoutes } from './people/connections.js';
import { searchRoutes } from './people/search.js';
import { updateRoutes } from './people/updates.js';
import { shareRoutes } from './people/shares.js';
import { companyRoutes } from './companies/companies.js';
import { companySearchRoutes } from './companies/companySearch.js';
import { groupRoutes } from './groups/groups.js';
import { mailboxRoutes } from './mailbox.js';

export const REST_ROUTES: Route[] = [
  ...searchRoutes,
  ...connectionRoutes,
  ...updateRoutes,
  ...shareRoutes,
  ...mailboxRoutes,
  ...groupRoutes,
  ...companyRoutes,
  ...companySearchRoutes,
  ...profileRoutes,
];
