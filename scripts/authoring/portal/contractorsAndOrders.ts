/** The Portal document's Contractors, Orders tags: their schemas and operations. */
import { ref, nullableRef, s, object, pageOf, type Schema, type PathBuilder } from '../lib';
import { ID } from '../ids';
import { P, query, crud, audit, id, name } from './common';
import type { PortalModule } from './module';

/** The fields of a contractor its request sets, as its answer shows them. */
const contractorFields = (): Record<string, Schema> => ({
  name: name('The company name.', 'Nordic HVAC Service AB'),
  registrationNumber: s.nullable(s.string('The company registration number.', '556677-8899', { maxLength: 30 })),
  email: s.email('Where work orders are sent.', 'service@nordichvac.example.com'),
  phone: s.nullable(s.string('Phone number in E.164 format.', '+46812345678', { pattern: '^\\+[1-9]\\d{6,14}$' })),
  contactPerson: s.nullable(s.string('The usual contact.', 'Johan Ek', { maxLength: 200 })),
  address: nullableRef('Address', 'The postal address.'),
  specialities: s.array('Kinds of work the contractor does.', s.string('A speciality.', 'Heating'), {
    maxItems: 20,
    example: ['Heating', 'Ventilation'],
  }),
});

export const contractorsAndOrders: PortalModule = {
  schemas: (): Record<string, Schema> => ({
    Contractor: object(
      'An external company that does work.',
      {
        id: id('contractor', ID.contractor),
        ...contractorFields(),
        isActive: s.bool('Inactive contractors cannot get new work orders.', true),
        ...audit(),
      },
      ['id', 'name', 'email', 'isActive', 'createdAt', 'updatedAt'],
    ),
    ContractorRequest: object(
      'The editable fields of a contractor.',
      {
        ...contractorFields(),
        isActive: s.bool('Whether the contractor can get new work orders.', true, { default: true }),
      },
      ['name', 'email'],
    ),
    ContractorPage: pageOf('Contractor', 'contractors'),
    OrderStatus: s.enumOf(
      'The status of a purchase order. It only moves forward: `Draft` → `Sent` → `Confirmed` → `Delivered` → `Invoiced`; `Cancelled` is reachable from `Draft`, `Sent` and `Confirmed`. Only `Draft` orders can be deleted.',
      ['Draft', 'Sent', 'Confirmed', 'Delivered', 'Invoiced', 'Cancelled'],
      'Sent',
    ),
    OrderLine: object(
      'One line of an order.',
      {
        description: s.string('What is ordered.', 'Relief valve gasket kit, Vitodens 200-W', { minLength: 1, maxLength: 200 }),
        quantity: s.number('How many.', 2, { minimum: 0, exclusiveMinimum: true }),
        unitPrice: s.number('Price per unit in the order currency.', 385.0, { minimum: 0 }),
      },
      ['description', 'quantity', 'unitPrice'],
    ),
    Order: object(
      'A purchase order to a contractor, for parts or services.',
      {
        id: id('order', ID.order),
        orderNumber: s.ro(s.string('The order number.', 'PO-2025-0042')),
        contractorId: s.uuid('The supplier.', ID.contractor),
        workOrderId: s.nullable(s.uuid('The work order the order is for, if any.', ID.workOrder)),
        status: ref('OrderStatus'),
        lines: s.array('Order lines.', ref('OrderLine'), { minItems: 1, maxItems: 100 }),
        currency: s.string('ISO 4217 currency code.', 'SEK', { pattern: '^[A-Z]{3}$' }),
        totalAmount: s.ro(s.number('Sum of quantity × unit price over all lines.', 770.0)),
        orderedAt: s.ro(s.nullable(s.dateTime('When the order was sent.', '2025-03-14T10:02:00Z'))),
        ...audit(),
      },
      ['id', 'orderNumber', 'contractorId', 'status', 'lines', 'currency', 'totalAmount', 'createdAt', 'updatedAt'],
    ),
    OrderRequest: object(
      'The editable fields of an order. Lines can only change while the order is `Draft`.',
      {
        contractorId: s.uuid('The supplier.', ID.contractor),
        workOrderId: s.nullable(s.uuid('The work order the order is for.', ID.workOrder)),
        status: ref('OrderStatus'),
        lines: s.array('Order lines.', ref('OrderLine'), { minItems: 1, maxItems: 100 }),
        currency: s.string('ISO 4217 currency code.', 'SEK', { pattern: '^[A-Z]{3}$' }),
      },
      ['contractorId', 'lines', 'currency'],
    ),
    OrderPage: pageOf('Order', 'orders'),
  }),
  paths(b: PathBuilder): void {
    // ---------------- Contractors ----------------
    crud(b, {
      tag: 'Contractors',
      base: '/contractors',
      idName: 'contractorId',
      Singular: 'Contractor',
      Plural: 'Contractors',
      singular: 'contractor',
      plural: 'contractors',
      article: 'a',
      request: 'ContractorRequest',
      exampleId: ID.contractor,
      sortedBy: 'name',
      listParams: [P('Search'), query('isActive', 'Only active or only inactive contractors.', { type: 'boolean' }, true)],
      conflicts: {
        delete: {
          summary: 'The contractor has work orders or orders.',
          code: 'InUse',
          message: 'Nordic HVAC Service AB has 12 work orders and 3 orders; deactivate it instead.',
        },
      },
      text: {
        list: 'Use it to fill contractor pickers; pass `isActive=true` to leave out former contractors.',
        create: 'Work orders assigned to the contractor are e-mailed to `email`.',
        update: 'Set `isActive` to `false` to stop new assignments; existing ones stay.',
        delete: 'Answers 409 `InUse` when the contractor has work orders or orders; deactivate it instead.',
      },
    });

    // ---------------- Orders ----------------
    crud(b, {
      tag: 'Orders',
      base: '/orders',
      idName: 'orderId',
      Singular: 'Order',
      Plural: 'Orders',
      singular: 'order',
      plural: 'orders',
      article: 'an',
      request: 'OrderRequest',
      exampleId: ID.order,
      sortedBy: 'creation time, newest first',
      listParams: [
        query('status', 'Only orders with this status.', ref('OrderStatus'), 'Sent'),
        query('contractorId', 'Only orders to this contractor.', { type: 'string', format: 'uuid' }, ID.contractor),
        query('workOrderId', 'Only orders for this work order.', { type: 'string', format: 'uuid' }, ID.workOrder),
      ],
      conflicts: {
        update: [
          {
            name: 'StatusBackwards',
            summary: 'The status would move backwards.',
            code: 'InvalidStatusTransition',
            message: "The order status cannot change from 'Confirmed' to 'Sent'; it only moves forward.",
          },
          {
            name: 'LinesAfterDraft',
            summary: 'The lines change after the order was sent.',
            code: 'Conflict',
            message: "Order 'PO-2025-0042' is 'Sent'; its lines can change only while it is 'Draft'.",
          },
        ],
        delete: {
          summary: 'The order is no longer a draft.',
          code: 'Conflict',
          message: "Order 'PO-2025-0042' is 'Sent'; only 'Draft' orders can be deleted.",
        },
      },
      text: {
        list: 'Filter by work order to see what was bought for a job.',
        create:
          'The order gets the next order number and starts as `Draft` unless `status` says otherwise. Setting `Sent` e-mails the order to the contractor.',
        get: 'The order includes its lines and the computed total.',
        update:
          'Status only moves forward (see `OrderStatus`): moving it back answers 409 `InvalidStatusTransition`. Lines change only while `Draft` (409 `Conflict` otherwise).',
        delete: 'Only `Draft` orders can be deleted (409 otherwise); cancel sent orders with status `Cancelled`.',
      },
      deleteSummary: 'Delete a draft order',
    });
  },
};
