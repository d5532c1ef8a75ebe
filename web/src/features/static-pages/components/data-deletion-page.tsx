import { BACKUP_RETENTION_DAYS, PRODUCT } from '@xmates/domain';
import { paths } from '@/config/paths';
import { InfoPage } from './info-page';
import { Bullets, Callout, P, Section, TextLink } from './prose';

const deletionForm = paths.contact.getHref({ reason: 'data-deletion' });

export function DataDeletionPage() {
  return (
    <InfoPage
      page="dataDeletion"
      lead="You can ask us to delete your account and the personal data that goes with it at any time. Here is how, and what happens next."
    >
      <Section id="how-to-ask" title="How to ask">
        <P>
          Signed in, you can do it yourself at once: <strong>Delete my account</strong> in{' '}
          <TextLink to={paths.profile.getHref('your-data')}>My Hub, under “Your data”</TextLink>{' '}
          (you confirm with your password or Google), where <strong>Download my data</strong> also
          gives you everything we store about you. Or send us a deletion request in either of two
          ways:
        </P>
        <Bullets
          items={[
            <>
              the{' '}
              <TextLink to={deletionForm}>contact form with the reason “Data deletion”</TextLink>{' '}
              (the link picks it for you), or
            </>,
            <>
              an e-mail to{' '}
              <TextLink to={`mailto:${PRODUCT.supportEmail}?subject=Data%20deletion%20request`}>
                {PRODUCT.supportEmail}
              </TextLink>{' '}
              with the subject “Data deletion request”.
            </>,
          ]}
        />
        <P>Tell us the e-mail address of your account; nothing else is needed.</P>
      </Section>
      <Section id="what-is-deleted" title="What is deleted">
        <Bullets
          items={[
            'your account, with your display name (which anyone may then take) and e-mail address',
            'your avatar',
            'your submissions (the links you shared)',
            'your comments and replies, and the replies others wrote under your comments',
            'your likes, dislikes, favorites, ratings and reports, taken off every count they were part of',
            'your notifications, notification preferences and direct messages',
            'your messages to us through the contact form or from your address, this request included once it is done',
            'your name and words in our moderators’ records of the comments and replies they handled',
          ]}
        />
        <P>
          A link you shared that we published stays in the library for everyone, without your name:
          the video page is the community’s, and no longer says who suggested it.
        </P>
      </Section>
      <Section id="what-may-stay" title="What may stay">
        <P>
          Some aggregated, non-personal figures stay (for example, the total of a month’s
          donations), because they no longer identify you. Where the law requires us to keep a
          record, such as a donation for tax purposes, we keep only its amount, date and payment
          reference, without your e-mail address or account, for as long as our{' '}
          <TextLink to={paths.privacy.getHref('retention')}>privacy policy</TextLink> says, and then
          delete it. A monthly donation still running is cancelled first, so no later payment is
          taken. We keep a note that an account’s data was deleted and when, which names the account
          by an internal number only, never by its name or e-mail address.
        </P>
      </Section>
      <Section id="verification" title="How we verify it is you">
        <P>
          To make sure nobody deletes an account that is not theirs, we reply to the e-mail address
          registered on the account and ask you to confirm. Reply from that address and we go ahead;
          a request we cannot verify is not carried out.
        </P>
      </Section>
      <Section id="timing" title="How long it takes">
        <P>
          We complete a verified request within 30 days and send you a confirmation when it is done.
          Copies in our database backups expire within {BACKUP_RETENTION_DAYS} days after that.
          Signing in again creates a new, empty account.
        </P>
      </Section>
      <Callout title="Questions about your data?">
        <P>
          Our <TextLink to={paths.privacy.getHref()}>privacy policy</TextLink> explains what we
          collect and why. For anything else, use the{' '}
          <TextLink to={paths.contact.getHref()}>contact form</TextLink>; replies usually take 24–48
          hours.
        </P>
      </Callout>
    </InfoPage>
  );
}
