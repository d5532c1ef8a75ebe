import Box from '@mui/material/Box';
import { PRODUCT, RETENTION_TABLE } from '@xmates/domain';
import { BRAND } from '@/config/brand';
import { paths } from '@/config/paths';
import { AgeCheckText } from './age-check-text';
import { InfoPage } from './info-page';
import { BulletSection, Bullets, P, Section, TextLink } from './prose';

export function PrivacyPage() {
  return (
    <InfoPage
      page="privacy"
      effective="19 August 2025"
      lead="What we collect, why, who sees it, how long we keep it and what you can ask of us."
      contents
    >
      <Section id="who-we-are" title="Who we are">
        <P>
          {PRODUCT.name} is operated from Victoria, Australia. We handle personal information in
          line with the Privacy Act 1988 (Cth) and the Australian Privacy Principles.
        </P>
      </Section>
      <BulletSection
        id="what-we-collect"
        title="What we collect"
        items={[
          'Account: e-mail address, display name, avatar, sign-in method and whether your e-mail is verified.',
          'Activity: links you submit, comments and replies, likes, dislikes, favorites, ratings, reports and notification settings.',
          'Messages: what you send through the contact form or by e-mail.',
          'Donations: amount, date, interval and receipt e-mail; card details go to our payment provider and never reach us.',
          'Technical: IP address, browser and device details, and security logs of sign-ins and requests.',
        ]}
      />
      <Section id="how-we-use-it" title="How we use it">
        <Bullets
          items={[
            'to run your account and show your activity to you and, where public (display name, comments, submissions, badges), to others;',
            'to review submitted links and moderate content;',
            'to send the notifications you chose and answer your messages;',
            'to credit supporter badges and keep donation records;',
            'to protect the site against abuse, fraud and attacks.',
          ]}
        />
        <P>We do not sell personal information and we show no third-party advertising.</P>
      </Section>
      <Section id="sharing" title="Who we share it with">
        <P>
          Only service providers that run parts of the site for us: hosting, database and sign-in
          (Google Firebase), card payments (our payment provider) and spam protection for the
          contact form (a captcha service). They may use the data only to provide their service. We
          disclose information to authorities when the law requires it.
        </P>
      </Section>
      <Section id="age-verification" title="Age checks">
        <AgeCheckText />
      </Section>
      <Section id="storage" title="Cookies and browser storage">
        <P>
          We use your browser’s storage for what the site needs to work: staying signed in, your age
          declaration (for the session, 30 minutes) and a few display preferences. We use no
          advertising or cross-site tracking cookies.
        </P>
      </Section>
      <Section id="retention" title="How long we keep it">
        <P>We keep personal information only as long as we need it. Our targets:</P>
        <Box
          component="table"
          sx={{
            width: '100%',
            my: 2,
            borderCollapse: 'collapse',
            '& th, & td': {
              textAlign: 'left',
              py: 1.25,
              px: 1.5,
              borderBottom: `1px solid ${BRAND.border}`,
              verticalAlign: 'top',
            },
            '& th': { color: 'text.secondary', fontWeight: 600, fontSize: 14 },
          }}
        >
          <thead>
            <tr>
              <th scope="col">Record</th>
              <th scope="col">Target</th>
              <th scope="col">Deleted after</th>
            </tr>
          </thead>
          <tbody>
            {RETENTION_TABLE.map(([record, target, applied]) => (
              <tr key={record}>
                <td>{record}</td>
                <td>{target}</td>
                <td>{applied}</td>
              </tr>
            ))}
          </tbody>
        </Box>
        <P>
          We keep each record within its target; an automatic job deletes it, every day, once the
          period it applies has passed. An account is closed when its e-mail address was never
          verified within 24 hours of signing up, or when we delete it at your request. You can ask
          for earlier deletion of your account data on our{' '}
          <TextLink to={paths.dataDeletion.getHref()}>data deletion</TextLink> page. An account
          deleted while it is suspended or banned leaves only its e-mail address behind, in a
          disabled sign-in, until the suspension ends or the ban is lifted, so that the address
          cannot sign up again meanwhile.
        </P>
      </Section>
      <Section id="security" title="Security">
        <P>
          Data travels encrypted (HTTPS) and is stored with access limited to the people and
          services that need it. Passwords are handled by our sign-in provider and never stored by
          us. No system is perfectly secure: if a breach is likely to cause you serious harm, we
          will tell you and the Office of the Australian Information Commissioner.
        </P>
      </Section>
      <Section id="your-rights" title="Your rights">
        <P>
          You can ask to see or correct the personal information we hold about you, and to have it
          deleted (see <TextLink to={paths.dataDeletion.getHref()}>data deletion</TextLink>). You
          can change your display name, avatar and notification settings on your profile at any
          time.
        </P>
      </Section>
      <Section id="children" title="Children">
        <P>
          The site is for adults {PRODUCT.minimumAge}+ only and we do not knowingly collect
          information about anyone younger. If you believe a minor has an account, tell us and we
          will close it and delete its data. Our{' '}
          <TextLink to={paths.parentalControls.getHref()}>parental controls guide</TextLink> helps
          keep adult sites away from children.
        </P>
      </Section>
      <Section id="overseas" title="Overseas processing">
        <P>
          Our service providers may store and process data outside Australia, including in the
          United States. We choose providers that protect it to a standard comparable with the
          Australian Privacy Principles.
        </P>
      </Section>
      <Section id="contact" title="Contact and complaints">
        <P>
          Write to <TextLink to={`mailto:${PRODUCT.supportEmail}`}>{PRODUCT.supportEmail}</TextLink>{' '}
          or use the <TextLink to={paths.contact.getHref()}>contact form</TextLink>; replies usually
          take 24–48 hours. If you are not satisfied with our answer, you can complain to the Office
          of the Australian Information Commissioner (
          <TextLink to="https://www.oaic.gov.au">oaic.gov.au</TextLink>).
        </P>
      </Section>
    </InfoPage>
  );
}
