/** The industries offered at business sign-up; the key is what is stored, the text comes from the dictionaries. */
export const industries = [
  'softwareIt',
  'agencyConsulting',
  'accountingFinance',
  'constructionEngineering',
  'educationTraining',
  'healthcare',
  'legal',
  'manufacturing',
  'marketingMedia',
  'nonProfit',
  'retailEcommerce',
  'customerSupport',
  'other',
] as const;
export type Industry = (typeof industries)[number];
