import { createBrowserRouter, Navigate } from 'react-router';
import { DashboardPage } from './pages/DashboardPage';
import { ConsoleShell } from './shell/ConsoleShell';

export const router = createBrowserRouter([
  {
    element: <ConsoleShell />,
    children: [
      { path: '/dashboard', element: <DashboardPage /> },
      // Paths the console does not own yet go back to the storefront, which shows its 404 page.
      { path: '*', element: <LeaveConsole /> },
    ],
  },
]);

function LeaveConsole() {
  window.location.replace('/404');
  return <Navigate to="/dashboard" replace />;
}
