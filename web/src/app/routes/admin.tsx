import { AdminAccess } from '@/features/admin/components/admin-access';
import { AdminContactsPage } from '@/features/admin/components/admin-contacts-page';
import { AdminPanel } from '@/features/admin/components/admin-panel';
import { ModerationLogPage } from '@/features/admin/components/moderation/moderation-log-page';

export function AdminRoute() {
  return (
    <AdminAccess>
      <AdminPanel />
    </AdminAccess>
  );
}

export function AdminContactsRoute() {
  return (
    <AdminAccess>
      <AdminContactsPage />
    </AdminAccess>
  );
}

export function AdminModerationLogRoute() {
  return (
    <AdminAccess>
      <ModerationLogPage />
    </AdminAccess>
  );
}
