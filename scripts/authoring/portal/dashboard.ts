/** The Portal document's Dashboard tag: its schemas and operations. */
import { ref, s, object, ok, okExample, noContent, jsonBody, type Schema, type PathBuilder } from '../lib';
import { item } from '../operations';
import { ID } from '../ids';
import { P, query, created, arrayOf, BASE, id, name } from './common';
import type { PortalModule } from './module';

/** What every kind of panel has: its id, kind, title and position. */
const panelFields = (kind: string, title: string): Record<string, Schema> => ({
  id: id('panel', ID.panel),
  kind: s.enumOf('The panel kind.', [kind], kind),
  title: name('The panel title.', title, 100),
  position: ref('PanelPosition'),
});

export const dashboard: PortalModule = {
  schemas: (): Record<string, Schema> => ({
    PanelPosition: object(
      'Where a panel sits on the 12-column dashboard grid.',
      {
        column: s.int('The 0-based column of the left edge.', 0, { minimum: 0, maximum: 11 }),
        row: s.int('The 0-based row of the top edge.', 0, { minimum: 0 }),
        width: s.int('Width in columns.', 4, { minimum: 1, maximum: 12 }),
        height: s.int('Height in rows.', 2, { minimum: 1, maximum: 8 }),
      },
      ['column', 'row', 'width', 'height'],
    ),
    CounterPanel: object(
      'A panel showing one number.',
      {
        ...panelFields('Counter', 'Open work orders'),
        metric: s.enumOf('What to count.', ['OpenWorkOrders', 'OverdueWorkOrders', 'OpenIssues', 'AssetsOutOfService', 'ActiveRents'], 'OpenWorkOrders'),
      },
      ['kind', 'title', 'position', 'metric'],
    ),
    ChartPanel: object(
      'A panel showing a mini chart.',
      {
        ...panelFields('Chart', 'Work orders per week'),
        miniChartId: s.uuid('The mini chart to show (see `listMiniCharts`).', ID.miniChart),
      },
      ['kind', 'title', 'position', 'miniChartId'],
    ),
    ListPanel: object(
      'A panel listing the first rows of a report.',
      {
        ...panelFields('List', 'My open work orders'),
        reportId: s.uuid('The report whose rows are listed.', ID.report),
        maxItems: s.int('How many rows to show.', 10, { minimum: 1, maximum: 50 }),
      },
      ['kind', 'title', 'position', 'reportId'],
    ),
    DashboardPanel: {
      description: "A tile on the caller's dashboard. The `kind` property tells which kind it is.",
      oneOf: [ref('CounterPanel'), ref('ChartPanel'), ref('ListPanel')],
      discriminator: {
        propertyName: 'kind',
        mapping: {
          Counter: '#/components/schemas/CounterPanel',
          Chart: '#/components/schemas/ChartPanel',
          List: '#/components/schemas/ListPanel',
        },
      },
    },
    MiniChart: object(
      'A small predefined chart.',
      {
        id: id('mini chart', ID.miniChart),
        title: s.string('The chart title.', 'Work orders per week'),
        chartType: s.enumOf('How the data is drawn.', ['Line', 'Bar', 'Pie', 'Sparkline'], 'Bar'),
        metric: s.string('What is measured.', 'WorkOrdersCreated'),
        period: s.enumOf('The default time window.', ['Last7Days', 'Last30Days', 'Last12Months'], 'Last30Days'),
      },
      ['id', 'title', 'chartType', 'metric', 'period'],
    ),
    ChartPoint: object(
      'One data point.',
      {
        label: s.string('The x-axis label.', '2025-W10'),
        value: s.number('The value.', 37),
      },
      ['label', 'value'],
    ),
    ChartSeries: object(
      'One line, bar group or pie.',
      {
        name: s.string('The series name.', 'Corrective'),
        points: s.array('Data points in x-axis order.', ref('ChartPoint'), {
          example: [
            { label: '2025-W09', value: 41 },
            { label: '2025-W10', value: 37 },
            { label: '2025-W11', value: 29 },
          ],
        }),
      },
      ['name', 'points'],
    ),
    MiniChartData: object(
      'The data of a mini chart for a time window.',
      {
        miniChartId: s.uuid('The chart.', ID.miniChart),
        from: s.dateTime('Start of the window.', '2025-02-24T00:00:00Z'),
        to: s.dateTime('End of the window.', '2025-03-17T00:00:00Z'),
        series: s.array('The series to draw.', ref('ChartSeries')),
      },
      ['miniChartId', 'from', 'to', 'series'],
    ),
  }),
  paths(b: PathBuilder): void {
    // ---------------- Dashboard ----------------
    b.tag('Dashboard');
    b.get('/dashboard/panels', 'listDashboardPanels', 'List dashboard panels', {
      description: "Returns the panels on the caller's dashboard, by position. New users get the tenant's default panels.",
      ok: ok(200, 'The panels.', arrayOf('DashboardPanel')),
    });
    b.post('/dashboard/panels', 'createDashboardPanel', 'Add a dashboard panel', {
      conflict: { summary: 'The dashboard has 24 panels.', code: 'Conflict', message: 'The dashboard already has 24 panels, the most it can have.' },
      description:
        "Adds a counter, chart or list panel to the caller's dashboard. `kind` selects the panel kind and which other fields are required. At most 24 panels per dashboard (409).",
      body: jsonBody(ref('DashboardPanel'), 'The new panel.', {
        kind: 'Counter',
        title: 'Open work orders',
        position: { column: 0, row: 0, width: 4, height: 2 },
        metric: 'OpenWorkOrders',
      }),
      ok: created('The panel was added.', 'DashboardPanel', `${BASE}/dashboard/panels/${ID.panel}`),
    });
    const dashboardPanel = item(b, '/dashboard/panels/{panelId}', 'DashboardPanel', 'dashboard panel');
    dashboardPanel.update({
      errorAnswers: {
        400: {
          examples: {
            code: 'ValidationFailed',
            message: 'One or more fields are invalid.',
            details: [{ field: 'kind', code: 'Immutable', message: "'kind' cannot change from 'Counter' to 'Chart'; remove the panel and add another." }],
          },
        },
      },
      description: 'Changes a panel, including its position; send the whole panel. The kind cannot change (400); remove the panel and add another.',
      body: jsonBody(ref('DashboardPanel'), 'The panel.', {
        kind: 'Chart',
        title: 'Work orders per week',
        position: { column: 4, row: 0, width: 8, height: 4 },
        miniChartId: ID.miniChart,
      }),
      // The panel as sent: the shared example is a counter, so its `metric` goes.
      ok: okExample(200, 'The updated panel.', ref('DashboardPanel'), {
        kind: 'Chart',
        title: 'Work orders per week',
        position: { column: 4, row: 0, width: 8, height: 4 },
        miniChartId: ID.miniChart,
        metric: undefined,
      }),
    });
    b.delete('/dashboard/panels/{panelId}', 'deleteDashboardPanel', 'Remove a dashboard panel', {
      description: "Removes a panel from the caller's dashboard.",
      params: [P('PanelId')],
      ok: noContent('The panel was removed.'),
    });
    b.get('/dashboard/mini-charts', 'listMiniCharts', 'List mini charts', {
      description: 'Returns the predefined mini charts that chart panels can show.',
      ok: ok(200, 'The mini charts.', arrayOf('MiniChart')),
    });
    b.get('/dashboard/mini-charts/{miniChartId}/data', 'getMiniChartData', "Get a mini chart's data", {
      description: "Returns the data of a mini chart, for the chart's default period or a custom window of at most 400 days. Data is at most five minutes old.",
      params: [
        P('MiniChartId'),
        query('from', 'Start of a custom window.', { type: 'string', format: 'date-time' }, '2025-02-24T00:00:00Z'),
        query('to', 'End of a custom window.', { type: 'string', format: 'date-time' }, '2025-03-17T00:00:00Z'),
      ],
      ok: ok(200, 'The chart data.', ref('MiniChartData')),
    });
  },
};
