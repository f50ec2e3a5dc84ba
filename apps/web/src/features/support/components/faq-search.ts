import type { FaqItem } from '@worktrail/contract';

/** A FAQ item's question and answer in the UI language. */
export const faqTexts = (language: string, item: FaqItem) =>
  language === 'ar'
    ? { question: item.questionAr, answer: item.answerAr }
    : { question: item.questionEn, answer: item.answerEn };

/** The items whose question or answer holds every word of the search, in either case, in the UI language. */
export function filterFaq(items: readonly FaqItem[], search: string, language: string): FaqItem[] {
  const words = search.toLocaleLowerCase(language).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const { question, answer } = faqTexts(language, item);
    const text = `${question}\n${answer}`.toLocaleLowerCase(language);
    return words.every((word) => text.includes(word));
  });
}
