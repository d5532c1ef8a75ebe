import { DEFAULT_BADGES, PRODUCT } from '@xmates/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BRAND } from '@/config/brand';
import { paths } from '@/config/paths';
import { useAgeVerificationOn } from '@/components/age-assurance/use-adult-access';
import { AgeCheckText } from './age-check-text';
import { InfoPage } from './info-page';
import { Callout, P, Section, TextLink } from './prose';

const reportIssue = paths.contact.getHref({ topic: 'report-issue' });

export function FaqPage() {
  const ageVerificationOn = useAgeVerificationOn();
  return (
    <InfoPage page="faq" lead="Quick answers to what members ask us most.">
      <Section id="dislikes" title="What happens when I dislike a video link?">
        <P>
          It disappears from your home feed, so you see less of what you do not want. It is not
          lost: it stays in your <TextLink to={paths.disliked.getHref()}>Disliked list</TextLink>,
          where you can undo the dislike and the card comes back.
        </P>
      </Section>
      <Section id="likes-and-favorites" title="What do likes and favorites do?">
        <P>
          Both are saved to your account: liked cards are in{' '}
          <TextLink to={paths.liked.getHref()}>Liked</TextLink> and favorites in{' '}
          <TextLink to={paths.favorites.getHref()}>Favorites</TextLink>, so you can find them again.
          They also help ranking: the feed’s “most liked” and “most favored” orders, and the badges
          of the members who shared them, count them.
        </P>
      </Section>
      <Section id="report-a-link" title="A link is broken or shows something else. What do I do?">
        <P>
          Choose <strong>Report Link</strong> on the card (members only); an admin checks it and
          fixes or removes the card. You can also write to{' '}
          <TextLink to={`mailto:${PRODUCT.supportEmail}`}>{PRODUCT.supportEmail}</TextLink> or use
          the <TextLink to={reportIssue}>contact form</TextLink>, naming the card’s title or
          address.
        </P>
      </Section>
      {/* The spec's FAQ has four questions; the age check's is a fifth only when it is on. */}
      {ageVerificationOn && (
        <Section id="age-verification" title="How do you check my age, and what do you keep?">
          <AgeCheckText />
        </Section>
      )}
      <Section id="badges" title="Which badges can I earn?">
        <P>Badges appear on your profile and beside your name on the cards you shared:</P>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            mt: 2,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          }}
        >
          {DEFAULT_BADGES.map((badge) => (
            <Box
              component="li"
              key={badge.key}
              sx={{
                display: 'flex',
                gap: 1.5,
                alignItems: 'center',
                p: 1.5,
                borderRadius: 2,
                border: `1px solid ${BRAND.border}`,
              }}
            >
              <Box component="span" aria-hidden="true" sx={{ fontSize: 26, lineHeight: 1 }}>
                {badge.icon}
              </Box>
              <span>
                <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
                  {badge.name}
                </Typography>
                <Typography component="span" variant="body2" color="textSecondary">
                  {badge.description}
                </Typography>
              </span>
            </Box>
          ))}
        </Box>
      </Section>
      <Callout title="Still need help?">
        <P>
          Write to <TextLink to={`mailto:${PRODUCT.supportEmail}`}>{PRODUCT.supportEmail}</TextLink>{' '}
          or use the <TextLink to={paths.contact.getHref()}>contact form</TextLink>. Replies usually
          take 24–48 hours.
        </P>
      </Callout>
    </InfoPage>
  );
}
