// An admin's "Check now" on one product's outgoing link (Reported Broken Links): the same
// check and record as the scheduled link checker's (shared/link-health.ts).
import { LINK_HEALTH_MESSAGES, type LinkCheckNowAnswer } from '@xmates/domain';
import { checkProductLink, defaultChecker } from '../shared/link-health';
import { approvedProduct, notFoundProduct } from '../lookups/products';

export async function checkLinkNow(productId: string): Promise<LinkCheckNowAnswer> {
  await approvedProduct(productId);
  const recorded = await checkProductLink(productId, defaultChecker());
  if (!recorded) throw notFoundProduct();
  const { check, reported } = recorded;
  return { message: LINK_HEALTH_MESSAGES.checked(check.verdict, check.reason), check, reported };
}
