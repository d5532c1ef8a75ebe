import { PageContainer } from '@/components/layout/page-container';
import { ContactInbox } from './contact/contact-inbox';

/** /admin/contacts: the Contact Inbox on its own page (the same component as the panel's tab). */
export function AdminContactsPage() {
  return (
    <PageContainer
      title="Contact Inbox"
      subtitle="Messages from the contact form, searchable and filterable, with read and responded states."
    >
      <ContactInbox />
    </PageContainer>
  );
}
