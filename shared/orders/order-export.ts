import type { interfaceLanguages } from '../translations/interface-languages';

/** The columns of the orders CSV, in order. */
export const orderExportColumns = ['orderNumber', 'createdAt', 'status', 'customerEmail', 'items', 'total', 'currency', 'paymentId'] as const;
export type OrderExportColumn = (typeof orderExportColumns)[number];

/** The most orders one CSV holds; a filter matching more is refused (422) and asks for a narrower range. */
export const maxExportOrders = 5000;

/** The CSV's header row in the staff member's language (the values stay machine-readable: ISO times, status codes, decimal totals). */
export const orderExportHeaders: Record<(typeof interfaceLanguages)[number], Record<OrderExportColumn, string>> = {
  en: {
    orderNumber: 'Order number',
    createdAt: 'Created',
    status: 'Status',
    customerEmail: 'Customer e-mail',
    items: 'Items',
    total: 'Total',
    currency: 'Currency',
    paymentId: 'Payment ID',
  },
  es: {
    orderNumber: 'Número de pedido',
    createdAt: 'Creado',
    status: 'Estado',
    customerEmail: 'Correo del cliente',
    items: 'Artículos',
    total: 'Total',
    currency: 'Moneda',
    paymentId: 'ID de pago',
  },
  pt: {
    orderNumber: 'Número do pedido',
    createdAt: 'Criado',
    status: 'Status',
    customerEmail: 'E-mail do cliente',
    items: 'Itens',
    total: 'Total',
    currency: 'Moeda',
    paymentId: 'ID do pagamento',
  },
};
