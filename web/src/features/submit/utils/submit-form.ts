// The submit form's values, the request body they make, and which field a rule's message
// belongs to. The rules themselves are the domain's checkSubmission, the same the API runs.
import { SUBMIT_MESSAGES, type SubmitLinkBody } from '@xmates/domain';
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

const FIELD_OF: Record<string, SubmitField> = {
  [SUBMIT_MESSAGES.invalidUrl]: 'link',
  [SUBMIT_MESSAGES.categoryRequired]: 'category',
  [SUBMIT_MESSAGES.unknownCategory]: 'category',
  [SUBMIT_MESSAGES.suggestedRequired]: 'suggestedCategory',
  [SUBMIT_MESSAGES.suggestedTooLong]: 'suggestedCategory',
  [SUBMIT_MESSAGES.tagsRequired]: 'tags',
  [SUBMIT_MESSAGES.titleTooLong]: 'title',
  [SUBMIT_MESSAGES.descriptionTooLong]: 'description',
};

/** The field to mark for a validation message (the client's or the server's), if any. */
export function fieldOfMessage(message: string): SubmitField | null {
  return FIELD_OF[message] ?? null;
}
