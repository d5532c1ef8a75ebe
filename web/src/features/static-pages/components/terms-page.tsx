import { PRODUCT } from '@xmates/domain';
import { paths } from '@/config/paths';
import { InfoPage } from './info-page';
import { Bullets, P, Section, TextLink } from './prose';

export function TermsPage() {
  return (
    <InfoPage
      page="terms"
      effective="19 August 2025"
      lead={`The rules for using ${PRODUCT.name}. Please read them: by using the site you agree to them.`}
      contents
    >
      <Section id="agreement" title="Agreement">
        <P>
          These terms are an agreement between you and the operators of {PRODUCT.name} (“we”, “us”).
          They apply to the website and everything on it. Our{' '}
          <TextLink to={paths.privacy.getHref()}>privacy policy</TextLink> explains how we handle
          personal information and forms part of these terms.
        </P>
      </Section>
      <Section id="eligibility" title="Who may use the site">
        <P>
          You must be {PRODUCT.minimumAge} years of age or older, and old enough to view adult
          material where you live. If you are not, you must leave the site. We close accounts we
          believe belong to minors.
        </P>
      </Section>
      <Section id="restricted-access" title="Restricted access and the age declaration">
        <P>
          {PRODUCT.name} operates an adults-only restricted access system. Before restricted content
          is shown, you must declare that you are {PRODUCT.minimumAge} or older; the declaration
          lasts for your browsing session and is asked again after 30 minutes. Outgoing links to
          videos are shown only to signed-in members who made the declaration. Making a false
          declaration breaches these terms.
        </P>
      </Section>
      <Section id="content-rules" title="What content is allowed">
        <P>
          Links are assessed against the Australian classification categories used under the Online
          Safety Act 2021 (Cth):
        </P>
        <Bullets
          items={[
            <>
              <strong>Refused Classification (RC)</strong> content is banned outright. This includes
              child sexual abuse material, content promoting or instructing in crime or violence,
              and anything else that would be refused classification. We remove it and report it to
              the authorities.
            </>,
            <>
              <strong>Restricted (R18+ and X18+)</strong> content is allowed only behind the age
              gate, marked as restricted and never shown to visitors who have not made the age
              declaration.
            </>,
            'Everything must be legal where it is hosted and shared with the consent of the people who appear in it.',
            'No spam, malware, phishing, link shorteners that hide the destination, or links that infringe copyright.',
          ]}
        />
      </Section>
      <Section id="accounts" title="Your account">
        <P>
          Give a real e-mail address and verify it within 24 hours. Keep your password to yourself:
          you are responsible for what happens under your account. Display names must not
          impersonate others or the site’s staff.
        </P>
      </Section>
      <Section id="member-content" title="What you share">
        <P>
          You keep the rights to your comments and submissions, and give us a worldwide,
          non-exclusive, royalty-free licence to show them on {PRODUCT.name} for as long as they are
          there. Be respectful: no harassment, hate speech, threats or personal information about
          others.
        </P>
      </Section>
      <Section id="moderation" title="Moderation and reports">
        <P>
          Admins review every submitted link before it appears and may edit, hide or remove content,
          and suspend or close accounts, that break these terms. Report broken or inappropriate
          links with Report Link on the card or through the{' '}
          <TextLink to={paths.contact.getHref({ topic: 'report-issue' })}>contact form</TextLink>.
        </P>
      </Section>
      <Section id="donations" title="Donations">
        <P>
          Donations are voluntary, in Australian dollars, processed by our card payment provider and
          not refundable except where the Australian Consumer Law requires. A monthly donation can
          be cancelled at any time. Supporter badges are a thank-you, not a purchase of goods or
          services.
        </P>
      </Section>
      <Section id="external-links" title="Links to other sites">
        <P>
          Videos are hosted by other sites that we do not control. Their terms and privacy policies
          apply when you follow a link, and we are not responsible for their content.
        </P>
      </Section>
      <Section id="liability" title="Liability">
        <P>
          The site is provided as is. To the extent the law allows, we are not liable for indirect
          or consequential loss arising from your use of the site. Nothing in these terms excludes
          rights you have under the Australian Consumer Law that cannot be excluded.
        </P>
      </Section>
      <Section id="governing-law" title="Governing law">
        <P>
          These terms are governed by the laws of Victoria, Australia, and the laws of the
          Commonwealth of Australia. You and we submit to the exclusive jurisdiction of the courts
          of Victoria and the courts that hear appeals from them.
        </P>
      </Section>
      <Section id="changes" title="Changes and contact">
        <P>
          We may update these terms and will show the new effective date here; using the site after
          a change means you accept it. Questions? Write to{' '}
          <TextLink to={`mailto:${PRODUCT.supportEmail}`}>{PRODUCT.supportEmail}</TextLink>.
        </P>
      </Section>
    </InfoPage>
  );
}
