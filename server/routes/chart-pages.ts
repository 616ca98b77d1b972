import { Hono } from 'hono';
import { ank } from 'matka-core';
import { framedPageHeaders, inlineHash } from '../http/security-headers.js';
import type { Services } from '../services/server-services.js';

const DAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;padding:12px;color:#1a1a2e}h1{font-size:18px;text-align:center}table{border-collapse:collapse;width:100%;font-size:13px}
th,td{border:1px solid #c5cae9;padding:4px 2px;text-align:center}th{background:#e8eaf6}td small{display:block;font-size:10px;color:#555}td b,td.jodi{font-size:15px;color:#b71c1c}`;
// The app frames these pages (/chart); their policy allows this one inline style, by hash.
const STYLE_HASH = inlineHash(STYLE);

/** /results/{jodi|panel}/{market}: the market's results as a chart, a row per week. */
export function chartPages(s: Services): Hono {
  const pages = new Hono();
  // Only the chart pages are framed: /results/log is the player app's page, with the app's headers.
  pages.use('/:type/:market', async (c, next) => {
    framedPageHeaders(c, STYLE_HASH);
    await next();
  });
  pages.get('/:type/:market', async (c) => {
    const type = c.req.param('type');
    // Hono has decoded the parameter already: a market called "50%" must not be decoded twice.
    const name = c.req.param('market');
    if (type !== 'jodi' && type !== 'panel') return c.html(page('Chart', '<p>The chart is jodi or panel.</p>'), 404);
    const chart = await s.markets.chart(name);
    if (!chart) return c.html(page('Chart', `<p>There is no market called ${escape(name)}.</p>`), 404);
    const { market, rows } = chart;
    const weeks = new Map<string, Map<number, (typeof rows)[number]>>();
    for (const row of rows) {
      const date = new Date(`${row.day}T00:00:00Z`);
      const weekday = (date.getUTCDay() + 6) % 7;
      const monday = new Date(date.getTime() - weekday * 86_400_000).toISOString().slice(0, 10);
      if (!weeks.has(monday)) weeks.set(monday, new Map());
      weeks.get(monday)!.set(weekday, row);
    }
    const cell = (row: (typeof rows)[number] | undefined) => {
      if (!row?.open_pana) return '<td>**</td>';
      const jodi = `${ank(row.open_pana)}${row.close_pana ? ank(row.close_pana) : '*'}`;
      if (type === 'jodi') return `<td class="jodi">${jodi}</td>`;
      return `<td><small>${row.open_pana}</small><b>${jodi}</b><small>${row.close_pana ?? '***'}</small></td>`;
    };
    const body = [...weeks]
      .map(([monday, days]) => `<tr><th>${monday}</th>${DAY_NAMES.map((_, i) => cell(days.get(i))).join('')}</tr>`)
      .join('');
    const title = `${market} ${type === 'jodi' ? 'Jodi' : 'Panel'} Chart`;
    return c.html(
      page(
        title,
        rows.length === 0
          ? '<p>No results yet.</p>'
          : `<table><thead><tr><th>Week</th>${DAY_NAMES.map((d) => `<th>${d}</th>`).join('')}</tr></thead><tbody>${body}</tbody></table>`,
      ),
    );
  });
  return pages;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>
<style>${STYLE}</style>
</head><body><h1>${escape(title)}</h1>${body}</body></html>`;
}
