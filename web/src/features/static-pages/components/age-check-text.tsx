import { AGE_CHECK_FACTS, LIMITS, PRODUCT } from '@xmates/domain';
import { useAgeVerificationOn } from '@/components/age-assurance/use-adult-access';
import { Bullets, P } from './prose';

const FACTS = [
  <>
    <strong>What is checked:</strong> {AGE_CHECK_FACTS.checked}
  </>,
  <>
    <strong>By whom:</strong> {AGE_CHECK_FACTS.by}
  </>,
  <>
    <strong>What we keep:</strong> {AGE_CHECK_FACTS.kept}
  </>,
  <>
    <strong>What we do not keep:</strong> {AGE_CHECK_FACTS.notKept}
  </>,
];

/** How the site checks age, in the operator's mode: the privacy page's and the FAQ's words. */
export function AgeCheckText() {
  const ageVerificationOn = useAgeVerificationOn();
  const minutes = Math.round(LIMITS.ageGateValidityMs / 60_000);
  if (ageVerificationOn) {
    return (
      <>
        <P>
          Adults-only images and links are shown only to members who verified that they are{' '}
          {PRODUCT.minimumAge} or older, once, from a card, the age gate or My Hub:
        </P>
        <Bullets items={FACTS} />
      </>
    );
  }
  return (
    <>
      <P>
        Before showing adults-only content we ask you to declare that you are {PRODUCT.minimumAge}{' '}
        or older; your answer stays in your browser tab for {minutes} minutes. If the operator
        switches age verification on, members verify their age once instead:
      </P>
      <Bullets items={FACTS} />
    </>
  );
}
