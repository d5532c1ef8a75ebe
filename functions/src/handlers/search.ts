// GET /api/products?q=: search (domain search/search.ts). One count() per query term (up to
// the scan cap) picks the rarest; its products are read most liked first, at most LIMITS.searchScanMax, and those that
// match every term and the feed's filter are ranked by relevance and paged by number. So a
// page costs the terms' counts, the rarest term's products up to the cap, and the page's
// reactions and links. A member's hidden tags and categories (feed/hidden.ts) leave the
// candidates like a filter's mismatches: one read of what they hide.
import {
  LIMITS,
  compareMatches,
  hidesProduct,
  productMatches,
  productSearchIndex,
  searchShape,
  searchTermTokens,
  titleHits,
  type FeedFilter,
  type RankedMatch,
  type SearchPage,
  type SearchTerms,
} from '@xmates/domain';
import { selectFields } from '../db/converter';
import { readHiddenFilters } from '../db/hidden-filters';
import { productsCollection } from '../db/products';
import { applyShape } from '../db/query';
import { viewsFor, type Caller, type ProductItem } from '../listing/products';
import { PRODUCT_VIEW_FIELDS } from '../views/product-view';

export interface SearchRequest {
  terms: SearchTerms;
  filter: Pick<FeedFilter, 'categories' | 'tags' | 'tagMode'>;
  page: number;
  limit: number;
}

const productsHolding = (token: string) => applyShape(productsCollection(), searchShape(token));

/**
 * The term whose token the fewest listed products hold, and how many hold it, counted up to one
 * past LIMITS.searchScanMax: no more is read of any term, so each count stops there (a count()
 * is billed one read per 1,000 index entries it scans: one read, whatever the catalogue's size).
 */
async function rarestTerm(terms: SearchTerms): Promise<{ token: string; count: number }> {
  const tokens = searchTermTokens(terms);
  const counts = await Promise.all(
    tokens.map(async (token) => ({
      token,
      count: (
        await productsHolding(token)
          .limit(LIMITS.searchScanMax + 1)
          .count()
          .get()
      ).data().count,
    })),
  );
  return counts.reduce((rarest, t) => (t.count < rarest.count ? t : rarest));
}

export async function searchProducts(req: SearchRequest, caller: Caller): Promise<SearchPage> {
  const [rarest, hidden] = await Promise.all([
    rarestTerm(req.terms),
    readHiddenFilters(caller.uid),
  ]);
  const candidates =
    rarest.count === 0
      ? []
      : (
          await selectFields(productsHolding(rarest.token), PRODUCT_VIEW_FIELDS)
            .limit(LIMITS.searchScanMax)
            .get()
        ).docs.map((d): ProductItem => ({ id: d.id, product: d.data() }));

  const ranked = candidates
    .flatMap((item): (RankedMatch & { item: ProductItem })[] => {
      const p = item.product;
      const fields = {
        title: p.title ?? '',
        description: p.description ?? '',
        tags: p.tags ?? [],
        categories: p.categories ?? [],
      };
      const hits = titleHits(productSearchIndex(fields), req.terms);
      if (hits === null || !productMatches(fields, req.filter) || hidesProduct(hidden, fields)) {
        return [];
      }
      return [
        {
          id: item.id,
          titleHits: hits,
          likesCount: p.likesCount ?? 0,
          createdAtMs: p.createdAt?.toMillis() ?? 0,
          item,
        },
      ];
    })
    .sort(compareMatches);

  const start = (req.page - 1) * req.limit;
  const shown = ranked.slice(start, start + req.limit).map((m) => m.item);
  return {
    products: await viewsFor(shown, caller),
    total: ranked.length,
    pages: Math.ceil(ranked.length / req.limit),
    page: req.page,
    nextCursor: null,
    prevCursor: null,
    capped: rarest.count > LIMITS.searchScanMax,
  };
}
