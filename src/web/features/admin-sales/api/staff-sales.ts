import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  staffSaleCounterApiPath,
  staffSaleCustomerApiPath,
  staffSaleCustomersApiPath,
  staffSalePaymentLinkApiPath,
  staffSaleQuoteApiPath,
} from '#shared/admin-api-paths.js';
import { customerListSchema } from '#shared/schemas/customers.js';
import {
  counterSaleRecordedSchema,
  paymentLinkSentSchema,
  type StaffSaleLine,
  saleCustomerSchema,
  staffSaleQuoteSchema,
} from '#shared/schemas/staff-sale.js';
import { api } from '#web/lib/api-client.ts';

const salesKey = ['admin', 'staff-sales'] as const;

/** GET /admin/staff-sales/customers?q=: accounts and guest e-mails matching, once 2 characters are typed. */
export function useSaleCustomerSearch(q: string) {
  return useQuery(
    queryOptions({
      queryKey: [...salesKey, 'customers', q],
      queryFn: ({ signal }) =>
        api.get(staffSaleCustomersApiPath, { query: { q }, schema: customerListSchema, signal }),
      enabled: q.length >= 2,
      meta: { failure: 'Request failed' },
    }),
  );
}

/** GET /admin/staff-sales/customer?email=: the phone and address the customer used last. */
export function fetchSaleCustomer(email: string) {
  return api.get(staffSaleCustomerApiPath, { query: { email }, schema: saleCustomerSchema });
}

/**
 * POST /admin/staff-sales/quote: the lines and voucher priced by the server as they change; the
 * last answer stays on screen while the next is asked.
 */
export function useSaleQuote(lines: StaffSaleLine[], voucherCode: string) {
  return useQuery({
    queryKey: [...salesKey, 'quote', lines, voucherCode],
    queryFn: ({ signal }) =>
      api.post(
        staffSaleQuoteApiPath,
        { lines, voucherCode: voucherCode || undefined },
        { schema: staffSaleQuoteSchema, signal },
      ),
    enabled: lines.length > 0,
    placeholderData: keepPreviousData,
    meta: { failure: 'Couldn’t price the sale' },
  });
}

/** POST …/payment-link and …/counter-payment: the form shows refused fields at their places. */
export function useSendPaymentLink() {
  return useMutation({
    mutationFn: (sale: object) =>
      api.post(staffSalePaymentLinkApiPath, sale, { schema: paymentLinkSentSchema }),
    meta: { failure: 'Failed to send the payment link', formShowsProblems: true },
  });
}

export function useRecordCounterPayment() {
  return useMutation({
    mutationFn: (sale: object) =>
      api.post(staffSaleCounterApiPath, sale, { schema: counterSaleRecordedSchema }),
    meta: { failure: 'Failed to record the payment', formShowsProblems: true },
  });
}
