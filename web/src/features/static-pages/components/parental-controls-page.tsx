import { PRODUCT } from '@xmates/domain';
import { paths } from '@/config/paths';
import { InfoPage } from './info-page';
import { BulletSection, Bullets, Callout, P, Section, SubHeading, TextLink } from './prose';

export function ParentalControlsPage() {
  return (
    <InfoPage
      page="parentalControls"
      effective="5 September 2025"
      lead={`${PRODUCT.name} is for adults only. If children use your devices, these steps help keep adult sites, including this one, out of their reach.`}
      contents
    >
      <Section id="quick-steps" title="Quick steps">
        <Bullets
          items={[
            'Give each child their own account on every device, without administrator rights.',
            'Turn on the device’s built-in parental controls and set the web content filter to limit adult websites.',
            'Turn on SafeSearch in every browser and search app, and lock it where the device allows.',
            'Add a family filter on your home network so every device on Wi-Fi is covered.',
            'Protect all settings with a passcode the children do not know, and review them every few months.',
          ]}
        />
        <P>
          Every page of {PRODUCT.name} carries the “adult” rating label (
          <code>meta name=&quot;rating&quot; content=&quot;adult&quot;</code>), which filters and
          SafeSearch use to block adult sites.
        </P>
      </Section>
      <Section id="device-guides" title="Device guides">
        <SubHeading>iPhone and iPad</SubHeading>
        <P>
          Settings › Screen Time › Content &amp; Privacy Restrictions: turn it on, then App Store,
          Media, Web &amp; Games › Web Content › Limit Adult Websites. Set a Screen Time passcode.
        </P>
        <SubHeading>Android</SubHeading>
        <P>
          Use Google Family Link (Settings › Google › Parental controls) to supervise the child’s
          account; in Family Link choose Controls › Content restrictions › Google Chrome › Try to
          block explicit sites.
        </P>
        <SubHeading>Windows</SubHeading>
        <P>
          Create a child account in Settings › Accounts › Family, then in Microsoft Family Safety
          turn on Filter inappropriate websites and searches.
        </P>
        <SubHeading>Mac</SubHeading>
        <P>
          System Settings › Screen Time for the child’s account › Content &amp; Privacy › Store
          Restrictions and Web Content › Limit Adult Websites.
        </P>
        <SubHeading>Chromebook, consoles and smart TVs</SubHeading>
        <P>
          Chromebooks follow Family Link settings for the child’s Google account. Game consoles
          (PlayStation, Xbox, Nintendo Switch) and smart TVs have their own parental controls in
          their settings or companion apps: limit or disable the web browser there.
        </P>
      </Section>
      <BulletSection
        id="search-and-video"
        title="Search and video platforms"
        items={[
          'Google: SafeSearch settings › Filter (locked for supervised accounts by Family Link).',
          'Bing: Settings › SafeSearch › Strict.',
          'DuckDuckGo: Settings › Safe Search › Strict.',
          'YouTube: turn on Restricted Mode, or give younger children YouTube Kids or a supervised experience.',
          'Streaming services: use their kids’ profiles and a PIN on adult profiles.',
        ]}
      />
      <Section id="network-filters" title="Network filters">
        <P>
          A filter on the home router covers every device on your Wi-Fi, including visitors’. Many
          routers have parental controls built in; otherwise set the router’s DNS servers to a
          family-safe DNS service that blocks adult sites. Many internet providers also offer a
          family filter on request. Remember that a filter at home does not cover mobile data: keep
          the device settings above as well.
        </P>
      </Section>
      <Section id="third-party-apps" title="Third-party apps">
        <P>
          Parental-control apps add filtering, time limits and reports across several devices.
          Choose one from a well-known vendor, check that it supports all your children’s devices,
          and read its privacy policy: these apps see a lot of your family’s activity. We do not
          recommend a particular product.
        </P>
      </Section>
      <BulletSection
        id="regional-resources"
        title="Regional resources"
        items={[
          <>
            Australia: the eSafety Commissioner, Australia’s online safety regulator, has guides for
            parents and a place to report harmful content at{' '}
            <TextLink to="https://www.esafety.gov.au/parents">esafety.gov.au</TextLink>.
          </>,
          'United Kingdom: Internet Matters and the UK Safer Internet Centre publish step-by-step guides.',
          'United States: the FTC’s consumer advice on protecting kids online, and Common Sense Media.',
          'Elsewhere: your national online-safety authority or safer internet centre.',
        ]}
      />
      <BulletSection
        id="anti-bypass"
        title="Stopping workarounds"
        items={[
          'Block private browsing and the installation of new browsers or VPN apps where the device allows.',
          'Keep administrator passwords and the router’s password to yourself, and change them if they may be known.',
          'Check device settings and the router after updates: some updates reset them.',
          'Watch for new apps, changed DNS settings or a second browser.',
          'Talk with your children about why the limits are there: no filter is perfect.',
        ]}
      />
      <Callout title="Something got through?">
        <P>
          If a child reached {PRODUCT.name} or you found content that should not be here, tell us
          through the <TextLink to={paths.contact.getHref()}>contact form</TextLink> or at{' '}
          <TextLink to={`mailto:${PRODUCT.supportEmail}`}>{PRODUCT.supportEmail}</TextLink>. In
          Australia you can also report harmful content to the{' '}
          <TextLink to="https://www.esafety.gov.au/report">eSafety Commissioner</TextLink>.
        </P>
      </Callout>
    </InfoPage>
  );
}
