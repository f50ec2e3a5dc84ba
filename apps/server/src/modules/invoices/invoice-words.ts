/** The invoice PDF's words in each language it prints in. */
export type InvoiceLang = 'en' | 'ar';

const en = {
  title: 'Invoice {{number}}',
  organization: 'Organization',
  issuedOn: 'Date',
  period: 'Billing period',
  periodValue: '{{from}} to {{to}}',
  status: 'Status',
  open: 'Open',
  paid: 'Paid',
  description: 'Description',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  amount: 'Amount',
  subtotal: 'Subtotal',
  tax: 'Tax',
  total: 'Total',
  payments: 'Payments',
  noPayments: 'No payments yet',
  paymentLine: '{{date}} · {{reference}}',
  paidTotal: 'Paid',
  balance: 'Balance due',
  seatsLine: '{{package}}: {{seats}} seats, {{from}} to {{to}}',
  page: 'Page {{page}} of {{pages}}',
};

const ar: typeof en = {
  title: 'الفاتورة {{number}}',
  organization: 'المؤسسة',
  issuedOn: 'التاريخ',
  period: 'فترة الفوترة',
  periodValue: 'من {{from}} إلى {{to}}',
  status: 'الحالة',
  open: 'مستحقة',
  paid: 'مدفوعة',
  description: 'الوصف',
  quantity: 'الكمية',
  unitPrice: 'سعر الوحدة',
  amount: 'المبلغ',
  subtotal: 'المجموع الفرعي',
  tax: 'الضريبة',
  total: 'الإجمالي',
  payments: 'الدفعات',
  noPayments: 'لا توجد دفعات بعد',
  paymentLine: '{{date}} · {{reference}}',
  paidTotal: 'المدفوع',
  balance: 'الرصيد المستحق',
  seatsLine: '{{package}}: {{seats}} مقاعد، من {{from}} إلى {{to}}',
  page: 'الصفحة {{page}} من {{pages}}',
};

export const invoiceWords = (lang: InvoiceLang) => (lang === 'ar' ? ar : en);

/** The caller's language from `Accept-Language`: Arabic when it is preferred over English, else English. */
export function invoiceLangOf(acceptLanguage: string | undefined): InvoiceLang {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter(({ tag }) => tag.startsWith('ar') || tag.startsWith('en'))
    .sort((a, b) => b.q - a.q);
  return ranked[0]?.tag.startsWith('ar') ? 'ar' : 'en';
}
