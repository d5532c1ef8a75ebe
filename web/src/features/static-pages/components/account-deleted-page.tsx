import { ACCOUNT_DELETED_TEXTS, OWN_ACCOUNT_MESSAGES } from '@xmates/domain';
import { paths } from '@/config/paths';
import { PageContainer } from '@/components/layout/page-container';
import { usePageHead } from '@/lib/document-head';
import { Bullets, P, Section, TextLink } from './prose';

/** Where a member lands after deleting their account: what went, what stays and why. */
export function AccountDeletedPage() {
  usePageHead({ name: ACCOUNT_DELETED_TEXTS.title });
  return (
    <PageContainer title={ACCOUNT_DELETED_TEXTS.title} subtitle={OWN_ACCOUNT_MESSAGES.deleted}>
      <Section id="deleted" title="What was deleted">
        <P>{ACCOUNT_DELETED_TEXTS.deleted}</P>
      </Section>
      <Section id="kept" title="What stays, and why">
        <Bullets items={[...ACCOUNT_DELETED_TEXTS.kept]} />
        <P>
          The <TextLink to={paths.dataDeletion.getHref()}>data deletion page</TextLink> and the{' '}
          <TextLink to={paths.privacy.getHref('retention')}>privacy policy</TextLink> say more.
        </P>
      </Section>
    </PageContainer>
  );
}
