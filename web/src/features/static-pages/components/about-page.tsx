import { PRODUCT } from '@xmates/domain';
import { paths } from '@/config/paths';
import { InfoPage } from './info-page';
import { BulletSection, Callout, P, Section, TextLink } from './prose';

export function AboutPage() {
  return (
    <InfoPage
      page="about"
      lead={`${PRODUCT.name} — ${PRODUCT.tagline}. A community-run library of links to videos hosted elsewhere, for adults ${PRODUCT.minimumAge}+ only.`}
    >
      <Section id="what-it-is" title="What it is">
        <P>
          {PRODUCT.name} is a place where adult members share links to videos they found worth
          watching, and where everyone can discover them by category, tag and what the community
          likes most. We do not host videos: every card points to a video on another site, and that
          site’s own rules apply to what you watch there.
        </P>
        <P>
          Anyone may browse the feed after confirming they are {PRODUCT.minimumAge} or older.
          Members (a free account with a verified e-mail address) can rate, like, dislike and
          favorite cards, comment and reply, open the outgoing links, report a broken link and
          submit new links for review.
        </P>
      </Section>
      <BulletSection
        id="how-it-works"
        title="How it works"
        items={[
          'Members submit a link with a category and a few tags; an admin checks every link before it appears in the feed.',
          'Likes, favorites, ratings and comments decide what rises under “most liked”, “most favored” and “top rated”.',
          'Disliking a card removes it from your home feed and keeps it in your Disliked list, so you can change your mind.',
          'Badges thank members for submitting, talking, being appreciated and supporting the site.',
        ]}
      />
      <Section id="adults-only" title="Adults only">
        <P>
          The site is for adults only. Restricted cards stay hidden behind an {PRODUCT.minimumAge}+
          confirmation, our pages carry the “adult” rating label that filtering tools read, and our{' '}
          <TextLink to={paths.parentalControls.getHref()}>parental controls guide</TextLink>{' '}
          explains how to keep adult content away from children.
        </P>
      </Section>
      <Section id="community-run" title="Community-run">
        <P>
          {PRODUCT.name} is run by a small team and paid for by donations. If you enjoy it, you can{' '}
          <TextLink to={paths.donate.getHref()}>support it once or monthly</TextLink> and get a
          supporter badge. Our <TextLink to={paths.terms.getHref()}>terms</TextLink> and{' '}
          <TextLink to={paths.privacy.getHref()}>privacy policy</TextLink> say what we expect from
          members and what we do with your data.
        </P>
      </Section>
      <Callout title="Talk to us">
        <P>
          Questions, feedback or a problem with a link? Use the{' '}
          <TextLink to={paths.contact.getHref()}>contact form</TextLink> or write to{' '}
          <TextLink to={`mailto:${PRODUCT.supportEmail}`}>{PRODUCT.supportEmail}</TextLink>. Replies
          usually take 24–48 hours.
        </P>
      </Callout>
    </InfoPage>
  );
}
