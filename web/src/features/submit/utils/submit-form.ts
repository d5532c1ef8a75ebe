// The submit form's values and the request body they make. The rules themselves are the
// domain's checkSubmission, the same the API runs; both name the field a message belongs to.
import type { SubmitLinkBody } from '@xmates/domain';
import { SUGGEST_CATEGORY } from '@/components/catalogue/category-values';

export interface SubmitFormValues {
  link: string;
  /** A category name, SUGGEST_CATEGORY, or null when nothing is chosen yet. */
  category: string | null;
  suggestedCategory: string;
  tags: string[];
  title: string;
  description: string;
}

export type SubmitField = keyof SubmitFormValues;

export const EMPTY_FORM: SubmitFormValues = {
  link: '',
  category: null,
  suggestedCategory: '',
  tags: [],
  title: '',
  description: '',
};

export const isSuggesting = (values: SubmitFormValues) => values.category === SUGGEST_CATEGORY;

/** The payload of the spec: link, category or suggestedCategory, tags, title, description. */
export function toSubmitBody(values: SubmitFormValues): SubmitLinkBody {
  const suggesting = isSuggesting(values);
  return {
    link: values.link.trim(),
    category: suggesting ? null : values.category,
    suggestedCategory: suggesting ? values.suggestedCategory : null,
    tags: values.tags,
    title: values.title,
    description: values.description,
  };
}
