// /dashboard's script: the dashboard renders; the header and footer are content.
import { DashboardPage } from '../account/DashboardPage';
import { startAccountPart } from './startAccountPart';

void startAccountPart('accountDashboard', DashboardPage);
